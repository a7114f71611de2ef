import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * The web app's layers, bulletproof-react style: `app/` composes features; a feature never imports
 * another (what two features share lives in api/, components/, hooks/ or lib/); the shared layers
 * never import a feature or the app.
 */
const features = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `./web/src/features/${feature}`,
    from: './web/src/features',
    except: [`./${feature}`],
    message:
      'A feature does not import another feature: move what both need to api/, components/, hooks/ or lib/, or compose them in app/.',
  })),
  {
    target: './web/src/features',
    from: './web/src/app',
    message: 'Features do not import the app: the app composes them.',
  },
  ...['api', 'components', 'config', 'hooks', 'lib'].map((layer) => ({
    target: `./web/src/${layer}`,
    from: ['./web/src/features', './web/src/app'],
    message: 'Shared code does not import features or the app.',
  })),
];

/** Imports name what they reach (tsconfig's `paths`) rather than how far up it is. */
const climbToCommon = { regex: '^(\\.\\./)+common/', message: 'Import common/ by its name: "@common/…".' };
const climbInApp = {
  regex: '^\\.\\./\\.\\./',
  message: 'Import the app\'s own folders by their name: "@/…".',
};
const webServerCode = {
  group: ['**/lambdas/**', '**/infra/**', '@aws-sdk/*'],
  message: 'web/ may import common/ only.',
};

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
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      ecmaVersion: 2023,
      sourceType: 'module',
      // Each file is typed by its nearest tsconfig: web/, test/unit/web/ (component tests), else the root one.
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'web/tsconfig.json', 'test/unit/web/tsconfig.json'],
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
  // Plain JS config files belong to no tsconfig: lint them without type information.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The web app never reaches into server code.
      'no-restricted-imports': ['error', { patterns: [webServerCode] }],
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
              group: ['**/web/**', '**/infra/**', 'aws-cdk-lib', 'aws-cdk-lib/*'],
              message: 'lambdas/ must not depend on web or infra code.',
            },
            climbToCommon,
          ],
        },
      ],
    },
  },
  {
    files: ['infra/**/*.ts', 'test/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [climbToCommon] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webServerCode, climbToCommon, climbInApp] }] },
  },
  {
    // web/vite.config.ts loads these before its aliases exist: they import relatively.
    files: ['web/src/app/shell-choice.ts', 'web/src/service-worker/web-manifest.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [webServerCode] }] },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: webZones }] },
  },
);
