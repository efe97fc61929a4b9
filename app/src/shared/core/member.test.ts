import { describe, expect, it } from 'vitest';
import { member } from './member';
import { preloadWasm, wasmRequested } from './preload';

describe('member', () => {
  it('is the small session module’s handle until a page asks for the profile module, then the profile module’s', async () => {
    const session = (await import('./session')).Member;
    const profile = (await import('./profile')).Member;
    expect(session).not.toBe(profile);
    expect(wasmRequested('profile')).toBe(false);
    expect(await member()).toBe(session);
    preloadWasm(['profile']);
    expect(wasmRequested('profile')).toBe(true);
    expect(await member()).toBe(profile);
    // The same rule behind both: the same answer.
    const view = (await member()).read({ uid: 'abc' });
    expect(view).toEqual(session.read({ uid: 'abc' }));
    expect(view).toMatchObject({ complete: false, scoutPath: 'scouts/abc', inboxCollection: 'users/abc/inbox' });
    expect((await member()).read({})).toEqual({ complete: false, pendingCounted: 10, inboxLabel: 'Inbox' });
  });
});
