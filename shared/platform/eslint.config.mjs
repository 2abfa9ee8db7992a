import { createEslintConfig } from '@storefront/build/eslint';

// The one place valibot and js-cookie are imported (fragments take them from the platform).
export default [...createEslintConfig(), { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } }];
