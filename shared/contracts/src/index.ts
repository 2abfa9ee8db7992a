export * from './tracking';
export * from './fragments';
