// The developer guide's structure rules, enforced the way bulletproof-react enforces them:
// imports flow app → features → shared with no cycle, features never import each other, Firebase's SDK only in
// shared/firebase, kebab-case names. Type errors are tsc's job and formatting is nobody's: nothing else here.
// scripts/lib/lint-rules.test.mjs proves each rule fires.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import checkFile from 'eslint-plugin-check-file';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const ROOT = fileURLToPath(new URL('.', import.meta.url));
const FEATURES = 'app/src/features';

/** Every feature folder, read at lint time: a new feature is fenced off from the others without editing this file. */
const features = readdirSync(new URL(FEATURES, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** No feature imports another one: what two features share belongs in shared/ (or is composed in app/). */
const featureZones = features.map((feature) => ({
  target: `${FEATURES}/${feature}`,
  from: FEATURES,
  except: [`./${feature}`],
  message: 'A feature never imports another feature: move what both need to app/src/shared, or compose them in app/src/app.',
}));

/** The one-way flow app → features → shared. */
const layerZones = [
  {
    target: FEATURES,
    from: 'app/src/app',
    message: 'Features never import the app layer: imports flow app → features → shared.',
  },
  {
    target: 'app/src/shared',
    from: [FEATURES, 'app/src/app'],
    message: 'shared/ never imports features or the app layer: imports flow app → features → shared.',
  },
];

/** Tests (and the test helpers in app/src/test) may reach any layer to set a page up, but still not another feature. */
const TESTS = ['app/src/**/*.test.{ts,tsx}', 'app/src/test/**'];

/** Components longer than 150 lines that predate the limit, to be split like the forms were; nothing is added here. */
const restrictedPaths = (zones) => ['error', { basePath: ROOT, zones }];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'app/src/shared/core/pkg/',
      'functions/core/',
      'target/',
      '.tools/',
      'coverage/',
      '.emulator-data/',
      'test-results/',
      'playwright-report/',
      'firebase-export-*/',
    ],
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    languageOptions: { parser: tseslint.parser },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { 'check-file': checkFile },
    rules: {
      // `.test`, `.config`, `.d` and other middle extensions are not part of the name.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{js,mjs,cjs,ts,tsx,mts,cts}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{app,functions,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['app/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      // Relative imports resolve to files on disk; a path that does not resolve cannot be checked against the zones.
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
      // no-cycle reads the imported files themselves: with TypeScript's parser, or it sees no imports in them.
      'import-x/parsers': { [fileURLToPath(import.meta.resolve('@typescript-eslint/parser'))]: ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': restrictedPaths([...featureZones, ...layerZones]),
      // A cycle (type-only and lazy imports included) means two modules are one: merge them or move what both need down.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // A regex, not a gitignore-style group: `firebase/*` would also match our own `../shared/firebase/auth`.
              regex: '^@?firebase(/|$)',
              message: 'The Firebase SDK is imported only in app/src/shared/firebase: use its wrappers.',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A component reads top to bottom on one screen or two: a longer one is split into parts (a form's sections, its
    // save bar) that each say what they are. Tests are exempt (a journey is as long as it is).
    files: ['app/src/**/*.tsx'],
    ignores: TESTS,
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  {
    files: ['app/src/shared/firebase/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(featureZones),
      'no-restricted-imports': 'off',
    },
  },
);
