const StorefrontJsdomEnvironment = require('./jest-environment.cjs');

/**
 * For test files that render thousands of trees to check what they render, not how (the content fuzzing): React's
 * production build, without the development checks and the owner stacks it records for every element, which took a
 * third of the fuzzing's time. Testing Library's `render` needs React's development build (`act`); these files
 * render with `flushSync`. Every other test file keeps the development build and its warnings.
 */
class ProductionReactEnvironment extends StorefrontJsdomEnvironment {
  constructor(config, context) {
    super(config, context);
    // The environment's own copy of process.env: modules of this test file read it, no other file does.
    this.global.process.env.NODE_ENV = 'production';
  }
}

module.exports = ProductionReactEnvironment;
