// A federation runtime plugin of the shell: puts the functions of the webpack bundler runtime on a global, as the
// federation plugin's provideExternalRuntime does for the runtime core, so that fragments' production builds
// (bundler-runtime-from-shell.mjs) use them instead of shipping a copy each (about 3.5 KB gzip per remote entry).
// The functions keep no state of their own: every call gets the calling build's __webpack_require__ (one exception,
// init's path for tree-shaken shared fallbacks, which uses its own build's; no build here shares with `treeShaking`).
// The state stays per build (bundler-runtime-from-shell.mjs). The runtime's error descriptions come along
// (error-descriptions-from-shell.mjs, about 0.5 KB gzip per remote entry). Both sides come from the same
// @module-federation version: the whole repository builds against one.
import { buildDescMap, errorDescMap, runtimeDescMap, typeDescMap } from '@module-federation/error-codes';
import { attachShareScopeMap } from '@module-federation/webpack-bundler-runtime/dist/attachShareScopeMap.js';
import { consumes } from '@module-federation/webpack-bundler-runtime/dist/consumes.js';
import { getSharedFallbackGetter } from '@module-federation/webpack-bundler-runtime/dist/getSharedFallbackGetter.js';
import { init } from '@module-federation/webpack-bundler-runtime/dist/init.js';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { initializeSharing } from '@module-federation/webpack-bundler-runtime/dist/initializeSharing.js';
import { installInitialConsumes } from '@module-federation/webpack-bundler-runtime/dist/installInitialConsumes.js';
import { BUNDLER_RUNTIME_GLOBAL } from './bundler-runtime-global.mjs';

export default function provideBundlerRuntime() {
  globalThis[BUNDLER_RUNTIME_GLOBAL] ??= Object.freeze({
    attachShareScopeMap,
    consumes,
    getSharedFallbackGetter,
    init,
    initContainerEntry,
    initializeSharing,
    installInitialConsumes,
    descriptions: Object.freeze({ buildDescMap, errorDescMap, runtimeDescMap, typeDescMap }),
  });
  return { name: 'storefront-provide-bundler-runtime' };
}
