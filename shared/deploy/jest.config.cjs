const { createNodeJestConfig } = require('@storefront/build/jest');

module.exports = createNodeJestConfig(__dirname);
