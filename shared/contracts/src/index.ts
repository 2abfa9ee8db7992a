export * from './tracking';
export * from './fragments';
export * from './federation';
export * from './registry';
export * from './timeouts';
export type * from './generated/api';
