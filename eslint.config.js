// @ts-check
import { readdirSync } from 'node:fs';
import { URL } from 'node:url';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** File names are kebab-case (route files keep TanStack's `$param`, `{-$param}` and `__root` names). */
const kebabCaseFiles = {
  meta: { type: 'suggestion', schema: [], messages: { name: 'File name "{{name}}" is not kebab-case.' } },
  create(context) {
    const path = context.filename.replace(/\\/g, '/');
    const name = path.split('/').pop() ?? '';
    const base = name.replace(/(\.mobile)?(\.(test|spec|module|gen|d|config))?\.[cm]?[jt]sx?$/, '');
    const ok = /^(__root|\$[a-zA-Z]+|\{-\$[a-zA-Z]+\}|[a-z0-9]+(-[a-z0-9]+)*)$/.test(base);
    return {
      Program(node) {
        if (!ok) context.report({ node, messageId: 'name', data: { name } });
      },
    };
  },
};

/**
 * Imports run one way: shared -> features -> routes. Features do not import each other.
 * The service worker (sw/) is an entry of its own: nothing imports it, and it imports shared code and,
 * of the features, only the contact outbox it flushes in the background.
 */
const layerZones = [
  { target: './src/components', from: ['./src/features', './src/routes'] },
  { target: './src/lib', from: ['./src/features', './src/routes', './src/components'] },
  { target: './src/content', from: ['./src/features', './src/routes', './src/components', './src/site-map'] },
  { target: './src/features', from: './src/routes' },
  {
    target: [
      './src/components',
      './src/content',
      './src/features',
      './src/lib',
      './src/routes',
      './src/site-map',
      './server',
      './scripts',
    ],
    from: './src/sw',
    message: 'The service worker is an entry of its own: shared code goes to site-map/ or lib/.',
  },
  { target: './src/sw', from: ['./src/components', './src/routes'] },
  {
    target: './src/sw',
    from: './src/features',
    except: ['./contact/outbox', './contact/challenge'],
  },
  // One zone per folder under src/features, so a new feature is kept apart without editing this list.
  ...readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'visitor-data')
    .map(({ name }) => ({ target: `./src/features/${name}`, from: './src/features', except: [`./${name}`] })),
  // Shared-device clearing removes what other features keep about a visitor, through their public stores.
  {
    target: './src/features/visitor-data',
    from: './src/features',
    except: [
      './visitor-data',
      './contact/outbox/clear-outbox.ts',
      './contact/stored-messages/stored-messages-store.ts',
      './favourites/model/favourites-store.ts',
    ],
  },
];

/**
 * Code that runs in the browser or the worker (everything in src/) never imports Node-side code: the
 * Vite plugins (vite/), the server of `npm start` (server/), the scripts, the tests or the embedded
 * backend. Unit tests beside the app code may, to check the two sides agree.
 */
const APP_CODE = ['src/**'];
const NODE_CODE = ['vite/**', 'server/**', 'scripts/**', '**/*.test.{ts,tsx}'];
const runtimeZones = [
  {
    target: './src',
    from: ['./vite', './server', './scripts', './tests', './supabase/local'],
    message:
      'App code runs in the browser: it must not import build, server, scripts, tests or supabase/local.',
  },
];

/**
 * site-map/ is runtime-neutral (app, worker, build and server share it, and it holds the language rules
 * they share): it imports only content/. Its unit tests may import UI code, to check the two sides agree.
 */
const siteMapZones = [
  { target: './src/site-map', from: ['./src/features', './src/routes', './src/components', './src/styles'] },
  { target: './src/site-map', from: './src/lib' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-ssr',
      'node_modules',
      'src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
      '.local-backend',
      'supabase/functions/**/index.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  reactHooks.configs.flat['recommended-latest'],
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.json' }),
        createNodeResolver(),
      ],
    },
    plugins: { local: { rules: { 'kebab-case-files': kebabCaseFiles } } },
    rules: {
      'local/kebab-case-files': 'error',
      // Text keeps the no-break spaces of its typography (a number and its unit); code may not.
      'no-irregular-whitespace': ['error', { skipStrings: true, skipTemplates: true, skipJSXText: true }],
      'import-x/no-cycle': 'error',
      'import-x/no-default-export': 'off',
      'import-x/no-named-as-default-member': 'off',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Counted messages go through lib/i18n/by-count.ts: Lingui's plurals create an Intl.NumberFormat.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@lingui/core/macro',
              importNames: ['plural', 'selectOrdinal'],
              message: 'Use byCount (src/lib/i18n/by-count.ts) with a count from useFormatters().number.',
            },
            {
              name: '@lingui/react/macro',
              importNames: ['Plural', 'SelectOrdinal'],
              message: 'Use byCount (src/lib/i18n/by-count.ts) with a count from useFormatters().number.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: APP_CODE,
    ignores: NODE_CODE,
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...runtimeZones, ...siteMapZones] }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
