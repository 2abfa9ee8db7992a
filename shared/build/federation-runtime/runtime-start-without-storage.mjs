// Stands in for @module-federation/sdk where the federation runtime's start imports it (runtime-core's global.js),
// in the shell's production build. That start (in the shell's main.js, and again as each remote entry registers) asks
// the runtime's debug switch (localStorage `FEDERATION_DEBUG`) only to put the runtime's class on the page's global
// for debugging tools (`__FEDERATION__.__DEBUG_CONSTRUCTOR__`; the runtime creates its instance with that same class
// either way). It was the only storage a shopper's page read while it started, and a page's first localStorage access
// waits for the browser process to open the origin's storage: 10-30 ms of the shell's first script on a low-end phone
// (docs/performance-log.md, 2026-12-07). The switch's other use, the runtime's log messages (debug messages, stack
// traces), still reads it when the runtime logs.
export function isDebugMode() {
  return false;
}
