const { createJestConfig } = require('@storefront/build/jest');

module.exports = createJestConfig(__dirname);
