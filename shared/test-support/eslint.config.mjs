import { createEslintConfig } from '@storefront/build/eslint';

// Test set-up reads and clears the page's cookies itself.
export default [...createEslintConfig(), { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } }];
