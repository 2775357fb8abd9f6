/** Order attribution: the fields, the rules (landing, session, sanitising) and the cookie values. */
export * from './fields';
export * from './rules';
export * from './cookies';
