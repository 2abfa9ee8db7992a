import { createEslintConfig } from '@storefront/build/eslint';

export default [
  ...createEslintConfig(),
  // Node code (the deploy and config commands): the one-valibot-per-page rule is about browser bundles.
  { files: ['src/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
];
