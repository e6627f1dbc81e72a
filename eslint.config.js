import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const web = 'apps/web/src';
const api = 'apps/api/src';
// One zone per feature: it may import from itself but from no other feature.
const features = readdirSync(`${web}/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./${web}/features/${name}`,
  from: `./${web}/features`,
  except: [`./${name}`],
  message: 'Features do not import each other; compose them in app/.',
}));

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      '.tmp/**',
      '**/migrations/**',
      'e2e/artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json', 'e2e/tsconfig.json'],
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Files served as they are to the browser (apps/web/public).
  { files: ['apps/web/public/**/*.js'], languageOptions: { globals: { ...globals.browser } } },
  // Web: shared (components, lib, stores, i18n) -> features -> app. Features never import each other.
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: [`./${web}/components`, `./${web}/lib`, `./${web}/stores`, `./${web}/i18n`],
              from: [`./${web}/features`, `./${web}/app`],
              message: 'Shared code may not import features or app.',
            },
            { target: `./${web}/features`, from: `./${web}/app`, message: 'Features may not import app/.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='onSubmit'][arguments.length=1]",
          message:
            "Pass revealInvalidFields (lib/form-errors) as form.onSubmit's second argument: a refused submit shows its first error.",
        },
      ],
    },
  },
  // One translator, the app's own (apps/web/src/i18n, issue 11): i18next's packages are not to come back.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['i18next', 'react-i18next'].map((name) => ({
            name,
            message: 'Translate with apps/web/src/i18n (useTranslation, i18n, TFunction).',
          })),
        },
      ],
    },
  },
  // API: a module reaches another only through its index.ts; lib, db and plugins know nothing of modules.
  {
    files: [`${api}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '(^|/)modules/[a-z-]+/[^/]+$', message: 'Import a module through its index.ts.' }] },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: `./${api}/lib`,
              from: [`./${api}/modules`, `./${api}/plugins`],
              message: 'lib/ holds pure helpers.',
            },
            { target: `./${api}/modules`, from: `./${api}/seed`, message: 'Modules do not import seeds.' },
            {
              target: `./${api}/plugins`,
              from: `./${api}/modules`,
              message: 'Plugins are infrastructure: modules use them, never the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [`${api}/modules/*/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)modules/[a-z-]+/[^/]+$', message: 'Import a module through its index.ts.' },
            { regex: '^\\.\\./[a-z-]+/[^/]+$', message: 'Import another module through its index.ts.' },
          ],
        },
      ],
    },
  },
  // a module's use-case sub-folder (catalog/admin/...): another module is two levels up
  {
    files: [`${api}/modules/*/*/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: '(^|/)modules/[a-z-]+/[^/]+$', message: 'Import a module through its index.ts.' },
            { regex: '^\\.\\./\\.\\./[a-z-]+/[^/]+$', message: 'Import another module through its index.ts.' },
          ],
        },
      ],
    },
  },
);
