// @vitest-environment node
// The entry modules, generated from each wasm module's exports (scripts/build-wasm.mjs): every value the module
// exports reaches the app through its entry, the feature modules' functions and handles guarded by the trap recovery
// (recovery.ts), their other classes as they are, and the startup module's exports unwrapped.
import { describe, expect, it } from 'vitest';
import * as content from './content';
import * as directory from './directory';
import * as forms from './forms';
import * as map from './map';
import * as contentApi from './pkg/content/content';
import * as directoryApi from './pkg/directory/directory';
import * as formsApi from './pkg/forms/forms';
import * as mapApi from './pkg/map/map';
import * as profileApi from './pkg/profile/profile';
import * as startupApi from './pkg/startup/startup';
import * as profile from './profile';
import * as startup from './startup';

/** The glue's start function runs when the module is instantiated; the app never calls it. */
const exportsOf = (api: object) => Object.keys(api).filter((name) => name !== 'start').sort();

/** A class of static methods only (a capability handle), which the recovery turns into an object of guarded methods. */
function isHandle(value: unknown): boolean {
  if (typeof value !== 'function' || !/^class\b/.test(Function.prototype.toString.call(value))) return false;
  const statics = Object.getOwnPropertyNames(value).filter((key) => !['length', 'name', 'prototype'].includes(key) && !key.startsWith('__'));
  const methods = Object.getOwnPropertyNames((value as { prototype: object }).prototype).filter(
    (key) => !['constructor', 'free', '__destroy_into_raw'].includes(key),
  );
  return statics.length > 0 && methods.length === 0;
}

const FEATURES: [string, object, object][] = [
  ['content', content, contentApi],
  ['directory', directory, directoryApi],
  ['forms', forms, formsApi],
  ['map', map, mapApi],
  ['profile', profile, profileApi],
];

describe.each(FEATURES)('the %s entry module', (_name, entry, api) => {
  it('exports every value of its wasm module', () => {
    expect(Object.keys(entry).sort()).toEqual(exportsOf(api));
  });

  it('guards every function and handle, and hands on its other classes', () => {
    const values = api as Record<string, unknown>;
    for (const [name, value] of Object.entries(entry as Record<string, unknown>)) {
      const original = values[name];
      if (isHandle(original)) expect(typeof value, name).toBe('object');
      else if (typeof original === 'function' && /^class\b/.test(Function.prototype.toString.call(original))) expect(value, name).toBe(original);
      else if (typeof original === 'function') expect(value, name).not.toBe(original);
    }
  });
});

describe('the startup entry module', () => {
  it('exports every value of its wasm module, as it is', () => {
    expect(Object.keys(startup).sort()).toEqual(exportsOf(startupApi));
    const values = startupApi as Record<string, unknown>;
    for (const [name, value] of Object.entries(startup)) expect(value, name).toBe(values[name]);
  });
});
