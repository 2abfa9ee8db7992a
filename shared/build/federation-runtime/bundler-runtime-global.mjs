// The global through which the shell hands parts of the Module Federation runtime to every fragment's production
// build: provide-bundler-runtime.mjs puts them there, the *-from-shell.mjs modules read them.
export const BUNDLER_RUNTIME_GLOBAL = '_STOREFRONT_FEDERATION_BUNDLER_RUNTIME';

/** What the shell provided; a fragment build loaded into a page whose shell provides nothing fails at once, by name. */
export function providedByShell() {
  const provided = globalThis[BUNDLER_RUNTIME_GLOBAL];
  if (!provided) {
    throw new Error(`This fragment needs the shell to provide the federation bundler runtime (${BUNDLER_RUNTIME_GLOBAL}); this page's shell does not`);
  }
  return provided;
}
