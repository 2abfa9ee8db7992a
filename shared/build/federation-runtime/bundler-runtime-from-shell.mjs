// Stands in for @module-federation/webpack-bundler-runtime in fragments' production builds: the same object the
// package exports (one per build: its own instance, options and share scopes), with the functions the shell provides
// (provide-bundler-runtime.mjs). The runtime wrapper stays in the build: it finds its instance by the build's identifier.
import * as runtime from '@module-federation/runtime';
import { providedByShell } from './bundler-runtime-global.mjs';

const provided = providedByShell();

export const bundlerRuntime = {
  // No fragment declares static remotes (production builds use disableRemote).
  remotes: undefined,
  consumes: provided.consumes,
  I: provided.initializeSharing,
  S: {},
  installInitialConsumes: provided.installInitialConsumes,
  initContainerEntry: provided.initContainerEntry,
  init: provided.init,
  getSharedFallbackGetter: provided.getSharedFallbackGetter,
};
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
