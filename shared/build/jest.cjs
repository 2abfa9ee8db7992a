// The jest preset every workspace extends: swc for TS/TSX/ESM, jsdom, jest-dom matchers.
const path = require('node:path');

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
    testEnvironment: 'jsdom',
    testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}', '<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: { '^.+\\.(t|j)sx?$': swcTransform, '^.+\\.mjs$': swcTransform },
    // swiper and its helpers ship ESM only.
    transformIgnorePatterns: ['/node_modules/(?!(swiper|ssr-window|dom7)/)'],
    moduleNameMapper: { '\\.css$': require.resolve('./style-stub.cjs'), '^swiper/css(/.*)?$': require.resolve('./style-stub.cjs') },
    setupFilesAfterEnv: [require.resolve('./jest-setup.cjs')],
    clearMocks: true,
    restoreMocks: true,
    ...overrides,
  };
}

module.exports = { createJestConfig };
