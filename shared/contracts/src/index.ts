export * from './tracking';
export * from './fragments';
export * from './federation';
export * from './registry';
export * from './shell-document';
export * from './timeouts';
export type * from './generated/api';
export * from './first-view';
export * from './storefront-config';
