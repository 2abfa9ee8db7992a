import { createEslintConfig } from './eslint.mjs';

export default [...createEslintConfig(), { ignores: ['test/fixtures/**'] }];
