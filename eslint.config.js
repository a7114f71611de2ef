import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'web/dist/',
      'cdk.out/',
      '.data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'test/bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // A replacement string interprets $&, $', $` and $1: built from data, it rewrites that data.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2][arguments.1.type=/^(Identifier|MemberExpression|BinaryExpression|CallExpression|ConditionalExpression|LogicalExpression)$/]',
          message:
            'Pass a replacer function (or use split/join): a computed replacement string interprets $ patterns.',
        },
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2] > TemplateLiteral.arguments:nth-child(2)[expressions.length>0]',
          message:
            'Pass a replacer function (or use split/join): a computed replacement string interprets $ patterns.',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app never reaches into server code.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lambdas/**', '**/infra/**', '@aws-sdk/*'],
              message: 'web/ may import common/ only.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      // Shared code stays free of server and browser specifics.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lambdas/**', '**/infra/**', '**/web/**', '@aws-sdk/*', 'react'],
              message: 'common/ is shared by web and lambdas: keep it pure.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['lambdas/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/web/**', '**/infra/local/**', 'aws-cdk-lib', 'aws-cdk-lib/*'],
              message: 'lambdas/ must not depend on web or infra code.',
            },
          ],
        },
      ],
    },
  },
);
