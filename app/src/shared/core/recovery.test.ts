// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as instance from './pkg/profile/profile_bg.wasm';
import { Profile, Weekly } from './profile';

const cvTitle = (firstName: string, lastName: string) => Profile.read({ cv: { firstName, lastName } }).title;
const readProfile = (cv: Record<string, unknown>) => Profile.read({ cv }).profile;
import { recoveries } from './recovery';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a feature module that traps is re-instantiated', () => {
  it('fails the call that trapped, then works again with a fresh instance', async () => {
    // Outside a browser the module's URL is a file: the recovery's fetch reads it from disk here.
    vi.stubGlobal('fetch', (url: string) =>
      Promise.resolve(new Response(readFileSync(url.startsWith('file:') ? fileURLToPath(url) : `.${new URL(url).pathname}`))),
    );
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(cvTitle('Ana', 'Silva')).toBe('Ana Silva');

    // Wreck the instance as a trap does (its stack and allocator state are garbage): every call now fails.
    new Uint8Array(instance.memory.buffer).fill(0xff);
    // A capability handle's static method is guarded like a function: its trap alone starts the recovery.
    expect(() => Weekly.read({ week: '2026-W01' }, undefined, null)).toThrow(WebAssembly.RuntimeError);
    const started = recoveries();
    expect(() => readProfile({ firstName: 'Ana' })).toThrow(WebAssembly.RuntimeError);

    expect(await started).toHaveLength(1);
    expect(cvTitle('Ana', 'Silva')).toBe('Ana Silva');
    expect(readProfile({ firstName: 'Ana' })).toBeUndefined();
    expect(Weekly.read({ week: '2026-W01' }, undefined, null).week?.season).toBe(2025);
  });
});
