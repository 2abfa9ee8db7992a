export * from './static-server';
export * from './cache-policy';
export * from './topology';
