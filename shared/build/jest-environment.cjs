const { TestEnvironment } = require('jest-environment-jsdom');

/**
 * jsdom with Node's own URL and URLSearchParams in place of jsdom's: the same WHATWG standard, implemented natively
 * as in a browser. jsdom's JavaScript URL parser took a quarter of the content fuzzing's time (long fuzzed paths).
 */
class StorefrontJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    this.global.URL = URL;
    this.global.URLSearchParams = URLSearchParams;
  }
}

module.exports = StorefrontJsdomEnvironment;
