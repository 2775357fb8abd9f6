// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import formatjs from 'eslint-plugin-formatjs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const ORDER = ['app', 'features', 'entities', 'shared', 'domain'];
const SRC = fileURLToPath(new URL('./src/', import.meta.url));

/** The layer and slice (`features/cart` → ['features', 'cart']) of a path inside src/, or null outside it. */
function placeOf(absolute) {
  const inside = relative(SRC, absolute);
  if (inside.startsWith('..') || isAbsolute(inside)) return null;
  const [layer, slice] = inside.split(sep);
  return ORDER.includes(layer)
    ? { layer, slice: layer === 'features' || layer === 'entities' ? slice : undefined }
    : null;
}

/**
 * Dependencies point one way, app → features → entities → shared → domain, and a feature (or an entity) never
 * imports another one: they are composed in src/app and share data through src/entities and the RTK Query cache.
 * Aliased (`@features/cart/…`) and relative imports are both resolved to the folder they reach.
 */
const layersRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const alias = /^@(app|features|entities|shared|domain)\//.exec(source);
      const target = alias
        ? placeOf(join(SRC, alias[1], source.slice(alias[0].length)))
        : source.startsWith('.')
          ? placeOf(resolve(dirname(context.filename), source))
          : null;
      if (from.layer === 'domain' && /^(react|react-.*|@mui\/.*|@emotion\/.*)$/.test(source)) {
        context.report({ node, message: 'src/domain is plain TypeScript shared with the server: no React or MUI.' });
      }
      if (!target) return;
      if (ORDER.indexOf(target.layer) < ORDER.indexOf(from.layer)) {
        context.report({
          node,
          message: `src/${from.layer} may not import src/${target.layer}: dependencies point app → features → entities → shared → domain.`,
        });
      } else if (target.layer === from.layer && from.slice !== undefined && target.slice !== from.slice) {
        context.report({
          node,
          message: `${from.layer}/${from.slice} may not import ${target.layer}/${target.slice}: compose them in src/app, share through src/entities or the RTK Query cache.`,
        });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
    };
  },
};

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
    files: ['src/**/*.{ts,tsx}'],
    plugins: { layers: { rules: { direction: layersRule } } },
    rules: { 'layers/direction': 'error' },
  },
  {
    // Third-party UI engines are wrapped once: keen-slider lives in shared/ui/carousel only.
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
