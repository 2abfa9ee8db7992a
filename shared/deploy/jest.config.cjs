const { createNodeJestConfig } = require('@storefront/build/jest');

// The storage contract tests run against the local folder and Azurite (Microsoft's emulator, started once per run).
module.exports = createNodeJestConfig(__dirname, {
  globalSetup: '<rootDir>/test/azurite-global-setup.ts',
  globalTeardown: '<rootDir>/test/azurite-global-teardown.ts',
});
