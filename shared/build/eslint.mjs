// The shared ESLint flat config: TypeScript, React hooks and JSX accessibility rules.
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

// Set, not inferred from the calling config file: `npm run lint:workspace` loads every package's config in one process.
const REPOSITORY_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export function createEslintConfig() {
  return tseslint.config(
    {
      ignores: [
        'dist/**',
        'dist-dev/**',
        'coverage/**',
        'node_modules/**',
        'src/generated/**',
        '*.config.*',
        '**/*.cjs',
        'test-results/**',
        'playwright-report/**',
      ],
    },
    ...tseslint.configs.recommended,
    jsxA11y.flatConfigs.recommended,
    {
      plugins: { 'react-hooks': reactHooks },
      languageOptions: { globals: { ...globals.browser, ...globals.node }, parserOptions: { tsconfigRootDir: REPOSITORY_ROOT } },
      rules: {
        'react-hooks/rules-of-hooks': 'error',
        'react-hooks/exhaustive-deps': 'warn',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
        'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
        // A storage says what it can do (DeploymentStorage's `capabilities`): callers never choose by its class.
        'no-restricted-syntax': [
          'error',
          {
            selector: "BinaryExpression[operator='instanceof'][right.name=/^(LocalFolderStorage|AzureBlobStorage)$/]",
            message: "Ask the storage's `capabilities`, not its class.",
          },
        ],
      },
    },
    {
      // Libraries the platform carries once per page: a fragment's own import would ship a second copy (and axios on its
      // first view). Tests may.
      files: ['src/**/*.{ts,tsx}'],
      ignores: ['src/**/*.test.{ts,tsx}', 'src/**/*.fuzz.test.{ts,tsx}', 'src/test-support/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [
              { name: 'valibot', message: "Use `v` from '@storefront/platform' (one valibot per page)." },
              { name: 'js-cookie', message: "Use `shopCookies` from '@storefront/platform' (one js-cookie per page)." },
              { name: 'axios', message: "Use `getApiClient` from '@storefront/platform' (axios comes with the first call, off the first view)." },
            ],
          },
        ],
      },
    },
  );
}
