// Builds the wasm modules into app/src/shared/core/pkg/<module>/ and the reference data into
// app/src/shared/core/generated/:
//   - the startup module (crates/wasm-startup), in its own cargo invocation so the core's `tsify` feature,
//     which the feature modules switch on, is not unified into it: it stays free of serde and tsify;
//   - the feature modules (forms, profile, directory, map, content), in one cargo invocation;
//   - each through wasm-bindgen (bundler target) and, for release, wasm-opt; the gzip size of each is printed,
//     and the build fails when the startup module is over its budget;
//   - the build-time documents, one typed module per top-level field: the reference data
//     (crates/wasm-common/examples/reference.rs) and the blog index, the core's reading of the Markdown posts
//     (examples/blog_index.rs over app/src/features/blog/posts/);
//   - the flags' URLs (generated/flag-urls.ts): the flag-icons SVG of every country the core names a flag file for;
//   - from each module's exports (pkg/<module>/<module>.d.ts, scripts/lib/wasm-exports.mjs): its entry module
//     app/src/shared/core/<module>.ts (git-ignored, like pkg/), the feature modules' URL table (generated/wasm-urls.ts),
//     and the count of its boundary names (free functions and class methods), printed;
//   - the functions' Node build of the core (crates/wasm-node → functions/core/, scripts/lib/node-core.mjs).
// Skips all of it when the sources have not changed since the last build of the same profile.
//
// `--measure-conversion` builds the feature modules with both conversion paths (serde-wasm-bindgen, and JSON
// text through serde_json) into a temporary folder and prints their sizes; the app's pkg/ is not touched.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { buildNodeCore } from './lib/node-core.mjs';
import { bin, log, ROOT, run } from './lib/run.mjs';
import { fingerprint, sourceFiles, WASM_FEATURES, wasmTarget } from './lib/wasm-build.mjs';
import { boundaryNames, crateDoc, entryModuleSource, wasmUrlsSource } from './lib/wasm-exports.mjs';

const CORE_DIR = join(ROOT, 'app/src/shared/core');
const OUT_DIR = join(CORE_DIR, 'pkg');
const GENERATED_DIR = join(CORE_DIR, 'generated');
const STAMP = join(OUT_DIR, '.stamp');
const POSTS_DIR = join(ROOT, 'app/src/features/blog/posts');
/** The legal documents' "Last updated" days (document → YYYY-MM-DD), which the core writes out as the pages print them. */
const DOCUMENT_DATES = join(ROOT, 'app/src/features/content/legal/last-updated.json');
/** The startup module is on every page's path (ARCHITECTURE.md: "≤ 25 KiB gzip"). */
const STARTUP_BUDGET_BYTES = 25 * 1024;

/**
 * Every wasm module: its folder under pkg/ (and file names, and its entry module's), its crate. `eager`: instantiated
 * when the app starts (every page's path), so it is neither preloaded nor re-instantiated after a trap.
 */
export const MODULES = [
  { name: 'startup', crate: 'skora-wasm-startup', eager: true },
  { name: 'forms', crate: 'skora-wasm-forms' },
  { name: 'profile', crate: 'skora-wasm-profile' },
  { name: 'directory', crate: 'skora-wasm-directory' },
  { name: 'map', crate: 'skora-wasm-map' },
  { name: 'content', crate: 'skora-wasm-content' },
  { name: 'session', crate: 'skora-wasm-session' },
];
const FEATURE_MODULES = MODULES.filter((m) => !m.eager);
/** The module whose declarations the generated reference files take their types from (type-only import). */
const REFERENCE_TYPES = 'forms';

function stampOf(release) {
  return fingerprint(release, [
    join(ROOT, 'scripts/build-wasm.mjs'),
    join(ROOT, 'scripts/lib/wasm-exports.mjs'),
    ...sourceFiles(join(ROOT, 'crates')),
    ...sourceFiles(POSTS_DIR),
    DOCUMENT_DATES,
  ]);
}

/** Builds the modules' crates: the startup crate alone, then every feature crate in one invocation. */
function cargoBuild(release, extraFeatureArgs = []) {
  const profileArgs = release ? ['--release'] : [];
  // tsify writes each type's TS declaration into a custom section of the object file that defines the type; the
  // linker keeps that section only when it links that object. Dev builds split every crate into many codegen units,
  // and which unit holds a type (and whether any of its symbols is used) shifts with unrelated edits: a `npm run dev`
  // build lost `BuildReference` and `Session`, and `tsc` failed. One unit per crate (release already has one, with
  // LTO) links each crate whole. Only for these wasm builds: native tests keep the dev profile's parallel units.
  const opts = release ? {} : { env: { CARGO_PROFILE_DEV_CODEGEN_UNITS: '1' } };
  run('cargo', ['build', '-p', 'skora-wasm-startup', '--target', 'wasm32-unknown-unknown', ...profileArgs], opts);
  run('cargo', [
    'build',
    ...FEATURE_MODULES.flatMap((m) => ['-p', m.crate]),
    '--target',
    'wasm32-unknown-unknown',
    ...profileArgs,
    ...extraFeatureArgs,
  ], opts);
}

/** wasm-bindgen for one module into `outRoot/<name>/`; returns the wasm's path. */
function bindgen(module, release, outRoot) {
  const outDir = join(outRoot, module.name);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const input = wasmTarget(release ? 'release' : 'debug', module.crate);
  run('wasm-bindgen', ['--target', 'bundler', '--out-dir', outDir, '--out-name', module.name, input]);
  return join(outDir, `${module.name}_bg.wasm`);
}

/**
 * wasm-bindgen for each module, then, for release, wasm-opt over them one per core at a time: binaryen's npm build
 * runs on a single thread (xargs -P fails when any of them fails).
 */
function bindgenAll(modules, release, outRoot) {
  const wasms = modules.map((module) => bindgen(module, release, outRoot));
  if (!release) return;
  const args = ['-Oz', ...WASM_FEATURES, '--strip-debug', '--strip-producers', '{}', '-o', '{}'];
  run('xargs', ['-0', '-P', String(availableParallelism()), '-I', '{}', bin('wasm-opt'), ...args], {
    input: wasms.join('\0'),
    stdio: ['pipe', 'inherit', 'inherit'],
  });
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** { name: { raw, gzip } } for the modules built under `outRoot`. */
function sizes(modules, outRoot) {
  return Object.fromEntries(
    modules.map((m) => {
      const bytes = readFileSync(join(outRoot, m.name, `${m.name}_bg.wasm`));
      return [m.name, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }];
    }),
  );
}

function printSizes(figures, title, { budget: showBudget = true } = {}) {
  log(title);
  for (const [name, { raw, gzip }] of Object.entries(figures)) {
    const budget = showBudget && name === 'startup' ? ` (budget ${kib(STARTUP_BUDGET_BYTES)})` : '';
    log(`  ${name.padEnd(10)} ${kib(gzip).padStart(10)} gzip  ${kib(raw).padStart(10)} raw${budget}`);
  }
}

const kebab = (key) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The build-time documents: the example that prints each, its arguments, and its tsify-generated type. */
const DOCUMENTS = [
  { example: 'reference', args: [], type: 'BuildReference' },
  { example: 'blog_index', args: [relative(ROOT, POSTS_DIR)], type: 'BlogDocument' },
  { example: 'document_dates', args: [relative(ROOT, DOCUMENT_DATES)], type: 'DocumentDatesDocument' },
];

/**
 * One module per top-level field of each document: `generated/<kebab-field>.ts` exports `<field>`, typed with the
 * document's tsify-generated type (a type-only import: no wasm is loaded for it).
 */
function writeDocuments() {
  rmSync(GENERATED_DIR, { recursive: true, force: true });
  mkdirSync(GENERATED_DIR, { recursive: true });
  let count = 0;
  for (const spec of DOCUMENTS) {
    const document = writeDocument(spec);
    count += Object.keys(document).length;
    if (document.countryFlags) count += writeFlagUrls(document.countryFlags);
  }
  log(`build-time data: ${count} modules in ${relative(ROOT, GENERATED_DIR)}/`);
}

/** Where the flags' SVG files are (4:3, to sit next to a line of text), by the names the core gives them. */
const FLAG_DIR = 'flag-icons/flags/4x3';

/**
 * `generated/flag-urls.ts`: flag file (`pt.svg`, the core's `countries::flag_file`) → its URL. Each file is imported
 * from the flag-icons package, so Vite copies exactly the core's countries' flags into the build, content-hashed
 * under /assets/ (which Hosting caches as immutable), and the page loads only the flags it draws. `?no-inline`: a
 * small SVG would otherwise become a data: URL, and every flag would ride in the script that imports this module.
 */
function writeFlagUrls(countryFlags) {
  const files = [...new Set(Object.values(countryFlags))].sort();
  const missing = files.filter((file) => !existsSync(join(ROOT, 'node_modules', FLAG_DIR, file)));
  if (missing.length > 0) throw new Error(`node_modules/${FLAG_DIR} has no ${missing.join(', ')} (npm ci?)`);
  const name = (file) => `flag_${file.replace(/\W/g, '_')}`;
  const source = [
    '// Generated by scripts/build-wasm.mjs from the core\'s flag files (countries::flag_file): do not edit.',
    ...files.map((file) => `import ${name(file)} from '${FLAG_DIR}/${file}?no-inline';`),
    '',
    'export const flagUrls: Readonly<Record<string, string>> = {',
    ...files.map((file) => `  '${file}': ${name(file)},`),
    '};',
    '',
  ].join('\n');
  writeFileSync(join(GENERATED_DIR, 'flag-urls.ts'), source);
  return 1;
}

/**
 * Next to the route table, `paths`: each route's name → its path, `as const`, so the app names a route
 * (`paths.editProfile`) and an unknown name fails the type check. Parameterised routes (`/p/:id`) are left out: their
 * paths come from the core's builders (`User.paths(uid).page`).
 */
function pathsSource(routes) {
  const fixed = routes.filter((route) => !route.path.includes(':'));
  return [
    '/** Every fixed route by its name in the core\'s table. */',
    'export const paths = {',
    ...fixed.map((route) => `  ${route.name}: ${JSON.stringify(route.path)},`),
    '} as const;',
    '',
    '/** The name of a fixed route. */',
    'export type RouteName = keyof typeof paths;',
    '',
    '/** The path of a fixed route. */',
    'export type RoutePath = (typeof paths)[RouteName];',
    '',
  ];
}

function writeDocument({ example, args, type }) {
  const res = spawnSync('cargo', ['run', '-q', '-p', 'skora-wasm-common', '--example', example, '--', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (res.error) throw res.error;
  if (res.status !== 0) throw new Error(`cargo run --example ${example} failed`);
  const document = JSON.parse(res.stdout);
  const types = `../pkg/${REFERENCE_TYPES}/${REFERENCE_TYPES}`;
  for (const [key, value] of Object.entries(document)) {
    const source = [
      `// Generated by scripts/build-wasm.mjs from the core (crates/wasm-common/examples/${example}.rs): do not edit.`,
      `import type { ${type} } from '${types}';`,
      '',
      `export const ${key}: ${type}['${key}'] = ${JSON.stringify(value, null, 2)};`,
      '',
      ...(key === 'routes' ? pathsSource(value) : []),
    ].join('\n');
    writeFileSync(join(GENERATED_DIR, `${kebab(key)}.ts`), source);
  }
  return document;
}

/** A module's entry module, generated from its exports. */
const entryModule = (module) => join(CORE_DIR, `${module.name}.ts`);
const WASM_URLS = join(GENERATED_DIR, 'wasm-urls.ts');

/**
 * Each module's entry module from its exports (and its crate's first paragraph of documentation), the feature
 * modules' URL table, and the count of each module's boundary names, printed.
 */
function writeEntryModules() {
  const counts = [];
  for (const module of MODULES) {
    const dts = readFileSync(join(OUT_DIR, module.name, `${module.name}.d.ts`), 'utf8');
    const doc = crateDoc(readFileSync(join(ROOT, 'crates', module.crate.replace(/^skora-/, ''), 'src/lib.rs'), 'utf8'));
    writeFileSync(entryModule(module), entryModuleSource({ ...module, doc, dts, recover: !module.eager }));
    counts.push([module.name, boundaryNames(dts).length]);
  }
  writeFileSync(WASM_URLS, wasmUrlsSource(FEATURE_MODULES.map((m) => m.name)));
  const total = counts.reduce((sum, [, n]) => sum + n, 0);
  log(`boundary names (free functions and class methods): ${counts.map(([m, n]) => `${m} ${n}`).join(', ')}; total ${total}`);
}

export function buildWasm({ release = true, force = false } = {}) {
  buildNodeCore({ release, force });
  const stamp = stampOf(release);
  const ready =
    MODULES.every((m) => existsSync(join(OUT_DIR, m.name, `${m.name}_bg.wasm`)) && existsSync(entryModule(m))) &&
    existsSync(WASM_URLS);
  if (!force && ready && existsSync(STAMP) && readFileSync(STAMP, 'utf8') === stamp) {
    log(`wasm is up to date (${release ? 'release' : 'dev'})`);
    return;
  }
  log(`building wasm (${release ? 'release' : 'debug'})`);
  cargoBuild(release);
  mkdirSync(OUT_DIR, { recursive: true });
  bindgenAll(MODULES, release, OUT_DIR);
  writeDocuments();
  writeEntryModules();
  const figures = sizes(MODULES, OUT_DIR);
  writeFileSync(join(OUT_DIR, 'sizes.json'), `${JSON.stringify(figures, null, 2)}\n`);
  printSizes(figures, `wasm modules (${release ? 'after wasm-opt' : 'debug, not optimised'}):`, { budget: release });
  if (release && figures.startup.gzip > STARTUP_BUDGET_BYTES) {
    throw new Error(`the startup module is ${kib(figures.startup.gzip)} gzip, over its ${kib(STARTUP_BUDGET_BYTES)} budget`);
  }
  writeFileSync(STAMP, stamp);
}

/** Release builds of the feature modules with each conversion path, sizes printed side by side. */
function measureConversion() {
  const results = {};
  for (const [label, args] of [
    ['serde-wasm-bindgen', []],
    ['JSON text (serde_json)', ['--features', 'skora-wasm-common/json-boundary']],
  ]) {
    cargoBuild(true, args);
    const dir = mkdtempSync(join(tmpdir(), 'skora-wasm-'));
    bindgenAll(FEATURE_MODULES, true, dir);
    results[label] = sizes(FEATURE_MODULES, dir);
    rmSync(dir, { recursive: true, force: true });
  }
  for (const [label, figures] of Object.entries(results)) printSizes(figures, `feature modules with ${label}:`);
  const total = (figures) => Object.values(figures).reduce((sum, f) => sum + f.gzip, 0);
  for (const [label, figures] of Object.entries(results)) log(`  total ${label}: ${kib(total(figures))} gzip`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--measure-conversion')) {
    measureConversion();
  } else {
    const release = !process.argv.includes('--dev');
    buildWasm({ release, force: process.argv.includes('--force') });
  }
}
