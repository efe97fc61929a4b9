// Runs the Firestore/Storage security rules tests against freshly started emulators (offline-capable).
//   node scripts/rules-test.mjs [extra vitest args]
import { execWithEmulators } from './emulators.mjs';

const extra = process.argv.slice(2).map((a) => JSON.stringify(a)).join(' ');
const code = await execWithEmulators(`npx vitest run -c vitest.rules.config.ts ${extra}`.trim(), {
  log: console.log,
  // The rules alone: no functions writing index entries behind the tests' backs.
  functions: false,
});
process.exit(code);
