// What federation.cjs gives the build configs, from the contracts' sources: federation.cjs loads them through tsx,
// which cannot run inside jest; jest compiles them itself. For `jest.mock('../federation.cjs', ...)`.
export * from '@storefront/contracts/src/federation';
export * from '@storefront/contracts/src/exposed-modules';
export * from '@storefront/contracts/src/registry';
export * from '@storefront/contracts/src/timeouts';
