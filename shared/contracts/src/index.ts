export * from './tracking';
export * from './fragments';
export type * from './generated/api';
