// A federation runtime plugin of a fragment's development build. Its standalone page is a host without the shell,
// and the other fragments it loads there are production releases, which take the federation runtime and the bundler
// runtime's functions from their host (externalRuntime; provide-bundler-runtime.mjs): here the development build
// provides them, as the shell does. Overridden into a shop, the shell has provided them already and this stays out.
import injectExternalRuntimeCorePlugin from '@module-federation/inject-external-runtime-core-plugin';
import provideBundlerRuntime from './provide-bundler-runtime.mjs';

export default function provideRuntimeWithoutShell() {
  const providedByShell = globalThis._FEDERATION_RUNTIME_CORE !== undefined;
  provideBundlerRuntime();
  return providedByShell ? { name: 'storefront-runtime-provided-by-shell' } : injectExternalRuntimeCorePlugin();
}
