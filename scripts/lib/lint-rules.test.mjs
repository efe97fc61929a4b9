// `node --test scripts/lib/lint-rules.test.mjs`: eslint.config.js reports each structure rule it claims to enforce.
// Snippets are linted in memory under made-up file names; the files they import are real, because an import is
// only checked against the zones once it resolves to a file.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { test } from 'node:test';
import { ESLint } from 'eslint';
import { ROOT } from './run.mjs';

const eslint = new ESLint({ cwd: ROOT, overrideConfigFile: join(ROOT, 'eslint.config.js') });

/** The rule ids ESLint reports for `code` saved as `filePath` (relative to the repository root). */
async function reported(filePath, code) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, filePath) });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const PATHS = 'import-x/no-restricted-paths';
const FIREBASE = 'no-restricted-imports';
const FILE_NAME = 'check-file/filename-naming-convention';
const CYCLE = 'import-x/no-cycle';

test('a feature importing another feature is reported, in a test file too', async () => {
  const code = "import { Pagination } from '../players/components/pagination';\nexport { Pagination };\n";
  assert.deepEqual(await reported('app/src/features/profile/probe.ts', code), [PATHS]);
  assert.deepEqual(await reported('app/src/features/profile/probe.test.tsx', code), [PATHS]);
});

test('every feature folder is fenced off from every other one (the zones come from the folder list)', async () => {
  const featuresDir = join(ROOT, 'app/src/features');
  const features = readdirSync(featuresDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  assert.ok(features.length >= 2, 'expected at least two features');
  for (const [index, feature] of features.entries()) {
    const other = features[(index + 1) % features.length].name;
    const target = readdirSync(join(featuresDir, feature.name)).find((file) => /\.tsx?$/.test(file));
    assert.ok(target, `${feature.name} has a .ts or .tsx file at its top level`);
    const from = `app/src/features/${other}/probe.ts`;
    const specifier = relative(join(ROOT, posix.dirname(from)), join(featuresDir, feature.name, target))
      .split('\\')
      .join('/')
      .replace(/\.tsx?$/, '');
    const code = `import * as target from '${specifier}';\nexport { target };\n`;
    assert.deepEqual(await reported(from, code), [PATHS], `${other} → ${feature.name}`);
  }
});

test('shared importing a feature or the app layer is reported', async () => {
  const fromFeature = "import PlayersPage from '../../features/players/players-page';\nexport { PlayersPage };\n";
  const fromApp = "import { RouteGuard } from '../../app/shell/route-guard';\nexport { RouteGuard };\n";
  assert.deepEqual(await reported('app/src/shared/ui/probe.tsx', fromFeature), [PATHS]);
  assert.deepEqual(await reported('app/src/shared/ui/probe.tsx', fromApp), [PATHS]);
});

test('a feature importing the app layer is reported, a feature test may', async () => {
  const code = "import { RouteGuard } from '../../app/shell/route-guard';\nexport { RouteGuard };\n";
  assert.deepEqual(await reported('app/src/features/accounts/probe.tsx', code), [PATHS]);
  assert.deepEqual(await reported('app/src/features/accounts/probe.test.tsx', code), []);
});

test('a dynamic import across the layers is reported as well', async () => {
  const code = "export const load = () => import('../../features/players/players-page');\n";
  assert.deepEqual(await reported('app/src/shared/ui/probe.ts', code), [PATHS]);
});

test('an import cycle is reported, a lazy import() closing it as well', async () => {
  // The rule follows imports into files on disk, so both halves of the cycle are real files, removed afterwards.
  const dir = `app/src/shared/cycle-probe-${process.pid}`;
  mkdirSync(join(ROOT, dir), { recursive: true });
  try {
    writeFileSync(join(ROOT, dir, 'other.ts'), "import { probe } from './probe';\nexport const other = () => probe;\n");
    const eager = "import { other } from './other';\nexport const probe = () => other;\n";
    const lazy = "export const probe = () => import('./other');\n";
    const acyclic = 'export const probe = 1;\n';
    for (const [code, expected] of [[eager, [CYCLE]], [lazy, [CYCLE]], [acyclic, []]]) {
      writeFileSync(join(ROOT, dir, 'probe.ts'), code);
      assert.deepEqual(await reported(`${dir}/probe.ts`, code), expected, code);
    }
  } finally {
    rmSync(join(ROOT, dir), { recursive: true, force: true });
  }
});

test('the Firebase SDK is imported only in shared/firebase', async () => {
  const sdk = "import { getFirestore } from 'firebase/firestore';\nimport { FirebaseError } from '@firebase/util';\nexport { getFirestore, FirebaseError };\n";
  assert.deepEqual(await reported('app/src/features/players/probe.ts', sdk), [FIREBASE, FIREBASE]);
  assert.deepEqual(await reported('app/src/shared/auth/probe.ts', sdk), [FIREBASE, FIREBASE]);
  assert.deepEqual(await reported('app/src/app/probe.ts', "import 'firebase/app';\n"), [FIREBASE]);
  assert.deepEqual(await reported('app/src/shared/firebase/probe.ts', sdk), []);
  // Our own wrappers live in a folder called firebase: importing them is the point, not a violation.
  const wrapper = "import { getFileUrl } from '../../shared/firebase/files';\nexport { getFileUrl };\n";
  assert.deepEqual(await reported('app/src/features/players/probe.ts', wrapper), []);
});

test('file names are kebab-case; middle extensions such as .test and .config are not part of the name', async () => {
  const code = 'export const x = 1;\n';
  assert.deepEqual(await reported('app/src/features/players/PlayerBadge.tsx', code), [FILE_NAME]);
  assert.deepEqual(await reported('app/src/shared/ui/status_card.ts', code), [FILE_NAME]);
  assert.deepEqual(await reported('scripts/lib/buildSite.mjs', code), [FILE_NAME]);
  assert.deepEqual(await reported('app/src/features/players/player-badge.test.tsx', code), []);
  assert.deepEqual(await reported('vite.config.ts', code), []);
});

test('folder names are kebab-case', async () => {
  assert.deepEqual(await reported('app/src/features/weeklyStats/probe.ts', 'export const x = 1;\n'), [
    'check-file/folder-naming-convention',
  ]);
});

test('imports that follow app → features → shared are not reported', async () => {
  const feature =
    "import { Page } from '../../shared/ui/page';\nimport { loadDirectory } from './api/players-api';\nexport { Page, loadDirectory };\n";
  assert.deepEqual(await reported('app/src/features/players/probe.ts', feature), []);
  const app =
    "import PlayersPage from '../features/players/players-page';\nimport { Page } from '../shared/ui/page';\nexport { PlayersPage, Page };\n";
  assert.deepEqual(await reported('app/src/app/probe.ts', app), []);
});

test('the hooks rules run on the app', async () => {
  const code = "import { useState } from 'react';\nexport function useX(on: boolean) {\n  if (on) useState(0);\n}\n";
  assert.deepEqual(await reported('app/src/shared/ui/probe.ts', code), ['react-hooks/rules-of-hooks']);
});

test('a component over 150 lines is reported (blank lines and comments not counted), a test file is not', async () => {
  const component = (lines, extra = '') =>
    `export function Probe() {\n${extra}${Array.from({ length: lines }, (_, i) => `  const v${i} = ${i};`).join('\n')}\n  return v0;\n}\n`;
  const LONG = 'max-lines-per-function';
  // 148 statements + the signature, the return and the closing brace: 151 lines.
  assert.deepEqual(await reported('app/src/features/profile/probe.tsx', component(148)), [LONG]);
  assert.deepEqual(await reported('app/src/features/profile/probe.tsx', component(147)), []);
  assert.deepEqual(await reported('app/src/features/profile/probe.tsx', component(147, '\n  // why\n\n'.repeat(20))), []);
  assert.deepEqual(await reported('app/src/features/profile/probe.test.tsx', component(300)), []);
});
