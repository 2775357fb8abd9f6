export * from './requests';
export * from './answers';
