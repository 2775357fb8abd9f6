export * from './pricing';
export * from './readiness';
export * from './quantities';
export * from './bought-together';
