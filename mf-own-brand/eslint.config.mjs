import { createEslintConfig } from '@storefront/build/eslint';

export default createEslintConfig();
