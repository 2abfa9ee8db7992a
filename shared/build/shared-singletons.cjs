// Everything that must exist exactly once per page. Subpath imports need their own keys.
const reactVersion = '^19.3.0';

const sharedSingletons = {
  react: { singleton: true, requiredVersion: reactVersion },
  'react/jsx-runtime': { singleton: true, requiredVersion: reactVersion },
  'react-dom': { singleton: true, requiredVersion: reactVersion },
  'react-dom/client': { singleton: true, requiredVersion: reactVersion },
  '@storefront/platform': { singleton: true, requiredVersion: '^1.0.0' },
  '@storefront/ui': { singleton: true, requiredVersion: '^1.0.0' },
};

module.exports = { sharedSingletons };
