const { createNodeJestConfig } = require('./jest.cjs');

module.exports = createNodeJestConfig(__dirname, { testPathIgnorePatterns: ['/node_modules/', '/fixtures/'] });
