const { createJestConfig } = require('@storefront/build/jest');

// ESM-only packages that CommonJS code in this package's dependency tree requires (Node 20 loads them with
// require(esm), jest's runtime cannot): "cookie" (fastify inject via light-my-request) and the helpers of
// openapi-typescript's CJS build (used by the generated-types drift test). swc compiles them for jest.
const esmOnly = ['swiper', 'ssr-window', 'dom7', 'cookie', 'parse-json', 'index-to-position', 'supports-color', 'change-case'];

module.exports = {
  ...createJestConfig(__dirname, { testEnvironment: 'node' }),
  transformIgnorePatterns: [`/node_modules/(?!(?:.*/node_modules/)?(?:${esmOnly.join('|')})/)`],
};
