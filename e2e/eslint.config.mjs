import { createEslintConfig } from '@storefront/build/eslint';

export default [
  ...createEslintConfig(),
  // Playwright fixtures call `use(...)`, which is not React's hook.
  { rules: { 'react-hooks/rules-of-hooks': 'off' } },
];
