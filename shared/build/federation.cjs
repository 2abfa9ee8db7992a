// The federation description (shared/contracts/src/federation.ts), the registry rules (registry.ts) and the time-outs for the
// CommonJS build configs: one source, loaded through tsx so the TypeScript modules are not written a second time.
const { require: tsxRequire } = require('tsx/cjs/api');

/** @type {typeof import('@storefront/contracts/src/federation')} */
const federation = tsxRequire('@storefront/contracts/src/federation.ts', __filename);
/** @type {typeof import('@storefront/contracts/src/exposed-modules')} */
const exposedModules = tsxRequire('@storefront/contracts/src/exposed-modules.ts', __filename);
/** @type {typeof import('@storefront/contracts/src/registry')} */
const registry = tsxRequire('@storefront/contracts/src/registry.ts', __filename);
/** @type {typeof import('@storefront/contracts/src/timeouts')} */
const timeouts = tsxRequire('@storefront/contracts/src/timeouts.ts', __filename);

module.exports = { ...federation, ...exposedModules, ...registry, ...timeouts };
