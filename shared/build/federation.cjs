// The federation description (shared/contracts/src/federation.ts) for the CommonJS build configs: one source,
// loaded through tsx so the TypeScript module is not written a second time in JavaScript.
const { require: tsxRequire } = require('tsx/cjs/api');

/** @type {typeof import('@storefront/contracts/src/federation')} */
const federation = tsxRequire('@storefront/contracts/src/federation.ts', __filename);

module.exports = federation;
