export * from './attributes';
export * from './catalogue';
export * from './commerce';
export * from './images';
export * from './media';
export * from './sessions';
export * from './settings';
