import { createEslintConfig } from '@storefront/build/eslint';

export default [
  ...createEslintConfig(),
  // Node code (the field reports' schema on the shell's server): the one-valibot-per-page rule is about browser bundles.
  { files: ['src/field/**/*.ts'], rules: { 'no-restricted-imports': 'off' } },
];
