// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import formatjs from 'eslint-plugin-formatjs';
import globals from 'globals';

const FEATURES = [
  'catalogue',
  'product',
  'cart',
  'checkout',
  'account',
  'notices',
  'navigation',
  'search',
  'wishlist',
  'bundles',
  'bought-together',
  'forms',
  'attribution',
];

/** App → features → shared → domain; a feature never imports another feature. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@features/*', '!@features/' + feature, '!@features/' + feature + '/**', '../../*/**'],
            message:
              'A feature never imports another feature: compose them in src/app, talk through the RTK Query cache.',
          },
          { group: ['@app/*', '**/app/*'], message: 'Features do not depend on the composition root.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'storybook-static/**',
      'server/db/migrations/**',
      'visual/output/**',
      'a11y/report/**',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    // Import cycles are checked by scripts/check-cycles.mjs (part of `npm run lint`).
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.tsx', 'stories/**/*.tsx', 'theme/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  {
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@shared/*',
                '@features/*',
                '@app/*',
                'react',
                'react-*',
                '@mui/*',
                '../shared/*',
                '../features/*',
                '../app/*',
              ],
              message: 'src/domain is plain TypeScript shared with the server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@features/*', '@app/*', '../features/*', '../app/*', '../../features/*', '../../app/*'],
              message: 'shared/ must not depend on features or the app.',
            },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
  {
    // Messages are react-intl descriptors with explicit ids (tests, stories and the server's problem codes use them)
    // and the English text as defaultMessage, which `formatjs extract` collects (npm run i18n).
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { formatjs },
    rules: {
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/enforce-plural-rules': ['error', { one: true, other: true }],
      'formatjs/no-invalid-icu': 'error',
      'formatjs/no-offset': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-useless-message': 'error',
      'formatjs/prefer-pound-in-plural': 'error',
      'formatjs/no-complex-selectors': 'error',
      'formatjs/no-missing-icu-plural-one-placeholders': 'error',
    },
  },
  {
    // Third-party UI engines are wrapped once; keen-slider lives in shared/ui/carousel only.
    files: ['src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    ignores: ['src/shared/ui/carousel/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^keen-slider/], ImportExpression[source.value=/^keen-slider/]',
          message: 'keen-slider is used only inside src/shared/ui/carousel: use the Carousel component.',
        },
      ],
    },
  },
);
