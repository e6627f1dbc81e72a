export * from './common';
export * from './auth';
export * from './lookups';
export * from './content';
export * from './admin';
export * from './catalog';
export * from './admin-catalog';
