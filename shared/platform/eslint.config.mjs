import { createEslintConfig } from '@storefront/build/eslint';

// The one place valibot, js-cookie and axios are imported (fragments take them from the platform).
export default [...createEslintConfig(), { files: ['src/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } }];
