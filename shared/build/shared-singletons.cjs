// Everything that must exist exactly once per page. Subpath imports need their own keys. Each required version is
// the version of the package the workspace being built resolves (its package.json), so upgrading a package upgrades
// what every fragment requires, and a build against another copy of a package requires that copy's version.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The version in a package's own package.json, as resolved from `fromFolder` (found from its entry, so packages
 * with "exports" work too).
 */
function packageVersion(name, fromFolder = __dirname) {
  let folder = path.dirname(require.resolve(name, { paths: [fromFolder] }));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
}

/** The shared singletons of a workspace (its folder), each requiring the version that workspace builds against. */
function sharedSingletons(dirname) {
  const singleton = (name) => ({ singleton: true, requiredVersion: `^${packageVersion(name, dirname)}` });
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    '@storefront/platform': singleton('@storefront/platform'),
    '@storefront/ui': singleton('@storefront/ui'),
  };
}

module.exports = { sharedSingletons, packageVersion };
