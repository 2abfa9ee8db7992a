// Everything that must exist exactly once per page. Subpath imports need their own keys. Each required version is
// the installed package's own (its package.json), so upgrading a package upgrades what every fragment requires.
const fs = require('node:fs');
const path = require('node:path');

/** The version in a package's own package.json (found from its entry, so packages with "exports" work too). */
function packageVersion(name) {
  let folder = path.dirname(require.resolve(name));
  while (!fs.existsSync(path.join(folder, 'package.json'))) folder = path.dirname(folder);
  return JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).version;
}

const singleton = (name) => ({ singleton: true, requiredVersion: `^${packageVersion(name)}` });

const sharedSingletons = {
  react: singleton('react'),
  'react/jsx-runtime': { ...singleton('react') },
  'react-dom': singleton('react-dom'),
  'react-dom/client': { ...singleton('react-dom') },
  '@storefront/platform': singleton('@storefront/platform'),
  '@storefront/ui': singleton('@storefront/ui'),
};

module.exports = { sharedSingletons, packageVersion };
