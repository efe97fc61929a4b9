// The app's `profile` wasm module (bundler target, app/src/shared/core/pkg/profile) in Node, for the demo data's tests:
// they check the generated documents with the very validation the owner's pages run. Node cannot import a .wasm file,
// so it is instantiated by hand, once: the glue module keeps views of its instance's memory, which a second instance
// would leave reading the first one's.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let profile;

/** The profile module's exports (validateProfileForm, validateAttributesForm, validateWeeklyForm, …). */
export function profileCore() {
  profile ??= instantiateProfile();
  return profile;
}

async function instantiateProfile() {
  const dir = new URL('../../app/src/shared/core/pkg/profile/', import.meta.url);
  const glue = await import(new URL('profile_bg.js', dir).href);
  const bytes = readFileSync(fileURLToPath(new URL('profile_bg.wasm', dir)));
  const { instance } = await WebAssembly.instantiate(bytes, { './profile_bg.js': glue });
  glue.__wbg_set_wasm(instance.exports);
  instance.exports.__wbindgen_start();
  return glue;
}
