// How long the storefront waits for anything it requests: one place for every time-out, so a slow dependency ends in
// an error state the same way everywhere.

/** Loading one fragment (manifest, remote entry and chunks) before its slot shows the error state; the registry may override it. */
export const DEFAULT_LOAD_TIMEOUT_MS = 5000;

/** One HTTP request (an API call, the shell's config and registry, an error report, a chunk) before it is given up. */
export const REQUEST_TIMEOUT_MS = 10_000;
