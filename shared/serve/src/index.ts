export * from './static-server';
export * from './cache-policy';
export * from './topology';
export { DEFERRED_ENTRY_ID, type DeferredEntry } from './shell-server/first-view-loader/entry-after-first-picture';
