// The jest preset every workspace extends: swc for TS/TSX/ESM, jsdom, jest-dom matchers.
const path = require('node:path');
const { TEST_TIMEOUT_MS } = require('./test-timeouts.cjs');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

/**
 * @param {string} dirname the workspace folder (pass __dirname)
 * @param {import('jest').Config} [overrides]
 * @returns {import('jest').Config}
 */
function createJestConfig(dirname, overrides = {}) {
  return {
    rootDir: dirname,
    displayName: path.basename(dirname),
    testEnvironment: require.resolve('./jest-environment.cjs'),
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    // swiper and its helpers ship ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
    moduleNameMapper: {
      '\\.css$': require.resolve('./style-stub.cjs'),
      '^swiper/css(/.*)?$': require.resolve('./style-stub.cjs'),
      // Remote modules in tests come from @storefront/test-support (provideRemoteModule, failRemoteModule, ...).
      '^@module-federation/enhanced/runtime$': require.resolve('@storefront/test-support/federation-runtime'),
    },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
    testSequencer: require.resolve('./jest-sequencer.cjs'),
    clearMocks: true,
    restoreMocks: true,
    testTimeout: TEST_TIMEOUT_MS,
    ...overrides,
  };
}

// ESM-only packages that CommonJS code of Node servers requires (Node 20 loads them with require(esm), jest's
// runtime cannot): "cookie" (fastify inject), "content-disposition" (@fastify/static), and the helpers of
// openapi-typescript's CJS build. swc compiles them for jest.
const nodeEsmOnly = ['cookie', 'content-disposition', 'parse-json', 'index-to-position', 'supports-color', 'change-case'];

/**
 * For Node servers (sample backend, static server): node environment, ESM-only dependencies compiled.
 * @param {string} dirname
 * @param {import('jest').Config} [overrides]
 */
function createNodeJestConfig(dirname, overrides = {}) {
  return createJestConfig(dirname, {
    testEnvironment: 'node',
    transformIgnorePatterns: [`/node_modules/(?!(?:.*/node_modules/)?(?:${nodeEsmOnly.join('|')})/)`],
    ...overrides,
  });
}

module.exports = { createJestConfig, createNodeJestConfig };
