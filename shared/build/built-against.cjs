// What a build was built against: the exact versions of the platform packages (react, react-dom and the shared
// @storefront packages) that the workspace being built resolves, the same resolution webpack and the Module
// Federation share scope use. Every build emits it as `built-against.json`; a published release carries it into the
// registry, and the shell gets its own compiled in, so the two can be compared before a fragment is loaded.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const { PLATFORM_PACKAGES } = require('./federation.cjs');
const { packageVersion } = require('./shared-singletons.cjs');

const BUILT_AGAINST_FILE = 'built-against.json';

/** @returns {import('@storefront/contracts').BuiltAgainst} */
function builtAgainst(dirname) {
  return Object.fromEntries(PLATFORM_PACKAGES.map((name) => [name, packageVersion(name, dirname)]));
}

/** The declaration of the workspace in `dirname`: its package name and version and what it is built against. */
function buildDeclaration(dirname) {
  const { name, version } = JSON.parse(fs.readFileSync(path.join(dirname, 'package.json'), 'utf8'));
  return { name, version, builtAgainst: builtAgainst(dirname) };
}

/** Emits `built-against.json` next to the build's other files. */
class BuiltAgainstPlugin {
  constructor(dirname) {
    this.dirname = dirname;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('BuiltAgainstPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuiltAgainstPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const declaration = buildDeclaration(this.dirname);
        compilation.emitAsset(BUILT_AGAINST_FILE, new webpack.sources.RawSource(`${JSON.stringify(declaration, null, 2)}\n`));
      });
    });
  }
}

module.exports = { BUILT_AGAINST_FILE, BuiltAgainstPlugin, builtAgainst, buildDeclaration };
