// Web storage as the wasm modules read and write it (the startup module: the navigation memory in sessionStorage;
// the profile module: the JSON values in localStorage and logout's clearing). A storage that refuses or throws
// reads as "nothing stored".
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Attributes, Device, type AttributesForm, type ProfileForm, type Step } from './profile';

// The profile module's device calls (`Device`, and `Attributes.read` laying the steps' drafts over a form).
const attributesForm = (stats: Record<string, unknown> | null, playerType: string) => Attributes.read({ stats, playerType }, null).form;
const cacheProfile = (uid: string, doc: Record<string, unknown>) => Device.keep({ profile: { uid, doc } }) > 0;
const clearUserCache = () => Device.keep('signedOut');
const keepProfileDraft = (uid: string, form: ProfileForm) => Device.keep({ profileDraft: { uid, form } }) > 0;
const keepStepDraft = (step: Step, uid: string, values: AttributesForm) => Device.keep({ step: { uid, step, values } }) > 0;
const readCachedProfile = (uid: string) => Device.read({ profile: uid }).profile;
const readProfileDraft = (uid: string) => Device.read({ profileDraft: uid }).profileDraft;
const restoreStepDrafts = (form: AttributesForm, uid: string) => Attributes.read({ form, uid }, null).drafted;
import { Memory, Site } from './startup';

/** Where the guard sends a signed-in user who opens the login page, and whether it says to clear the skip flag. */
function backFromLogin(): { to: string | undefined; toast: string | undefined; clearSkipFlag: boolean } {
  const decision = Site.guard(true, true, true, '/login');
  const plain = { to: decision.to, toast: decision.toast, clearSkipFlag: decision.clearSkipFlag };
  decision.free();
  return plain;
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('navigation memory', () => {
  it('stores a location only when the core says it is worth remembering', () => {
    expect(Memory.keep('/story?x=1')).toBe('/story?x=1');
    expect(sessionStorage.getItem('previousLocation')).toBe('/story?x=1');
    expect(Memory.keep('/login')).toBe('/story?x=1');
    expect(Memory.keep('//evil.example')).toBe('/story?x=1');
    expect(sessionStorage.getItem('previousLocation')).toBe('/story?x=1');
    expect(Memory.keep()).toBe('/story?x=1');
  });

  it('follows a stored location only when the core says it is safe', () => {
    expect(Memory.keep()).toBeUndefined();
    sessionStorage.setItem('previousLocation', '/map');
    expect(Memory.keep()).toBe('/map');
    sessionStorage.setItem('previousLocation', '//evil.example');
    expect(Memory.keep()).toBeUndefined();
    // The guard reads it too, and does not follow it either.
    expect(backFromLogin().to).toBe('/profile/myprofile');
  });

  it('sets and clears the one-shot skip flag, which the guard reads', () => {
    expect(backFromLogin().clearSkipFlag).toBe(false);
    Memory.keep(null, true);
    expect(sessionStorage.getItem('skipPublicOnlyToast')).not.toBeNull();
    expect(backFromLogin()).toMatchObject({ toast: undefined, clearSkipFlag: true });
    Memory.keep(null, false);
    expect(sessionStorage.getItem('skipPublicOnlyToast')).toBeNull();
  });
});

describe('user cache', () => {
  it("logout clears every user's cached keys and nothing else (the core says which keys are user data)", () => {
    for (const key of [
      'userProfile_abc',
      'userProfile_other',
      'userProfileDraft_abc',
      'scoutProfileDraft_abc',
      'userStats_physicalStep',
      'userStats_profileImage',
      'weeklyStats_draft_abc',
    ]) {
      localStorage.setItem(key, '{}');
    }
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('userProfile_', 'not a uid');
    sessionStorage.setItem('previousLocation', '/map');

    expect(clearUserCache()).toBe(7);
    expect(Object.keys(localStorage).sort()).toEqual(['theme', 'userProfile_']);
    expect(sessionStorage.getItem('previousLocation')).toBe('/map');
    expect(clearUserCache()).toBe(0);
  });

  it('caches a CV as JSON without its timestamps and reads it back; a corrupt or non-object copy is none', () => {
    expect(cacheProfile('abc', { city: 'Lisboa', createdAt: { seconds: 1 }, updatedAt: { seconds: 2 } })).toBe(true);
    expect(localStorage.getItem('userProfile_abc')).toBe('{"city":"Lisboa"}');
    expect(readCachedProfile('abc')).toEqual({ city: 'Lisboa' });
    for (const raw of ['{"city": "Lisboa", ', 'null', '42', '[1]', '"text"']) {
      localStorage.setItem('userProfile_abc', raw);
      expect(readCachedProfile('abc'), raw).toBeUndefined();
    }
    expect(readCachedProfile('nobody')).toBeUndefined();
  });

  it("a corrupt, foreign or missing step draft reads as the core's default: the stored values stand", () => {
    const initial = attributesForm({ physical: { pace: 17 } }, 'outfield');
    localStorage.setItem('userStats_physicalStep', '{not json');
    localStorage.setItem('userStats_technicalStep', JSON.stringify({ uid: 'someone-else', values: { technical: { passing: '3' } } }));
    expect(restoreStepDrafts(initial, 'abc')).toEqual({ values: initial, restored: false });

    expect(keepStepDraft('physical', 'abc', { ...initial, physical: { ...initial.physical, pace: '15' } })).toBe(true);
    const kept = JSON.parse(localStorage.getItem('userStats_physicalStep') ?? 'null') as { uid: string; values: object };
    expect(kept.uid).toBe('abc');
    expect(Object.keys(kept.values).sort()).toEqual(['physical', 'tests']);
    const restored = restoreStepDrafts(initial, 'abc');
    expect(restored?.restored).toBe(true);
    expect(restored?.values.physical.pace).toBe('15');
  });
});

describe('a storage that refuses', () => {
  it('degrades to "nothing stored" when storage throws (private mode, full quota)', () => {
    localStorage.setItem('userProfile_abc', '{"city":"Lisboa"}');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.spyOn(Storage.prototype, 'key').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(Memory.keep()).toBeUndefined();
    expect(backFromLogin()).toMatchObject({ to: '/profile/myprofile', clearSkipFlag: false });
    expect(Memory.keep('/map', true)).toBeUndefined();
    expect(() => Memory.keep(null, false)).not.toThrow();
    expect(clearUserCache()).toBe(0);
    expect(readCachedProfile('abc')).toBeUndefined();
    expect(readProfileDraft('abc')).toBeUndefined();
    expect(cacheProfile('abc', { city: 'Lisboa' })).toBe(false);
    expect(keepStepDraft('physical', 'abc', attributesForm(null, 'outfield'))).toBe(false);
  });

  it('degrades when the storage object itself cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(Memory.keep()).toBeUndefined();
    expect(Memory.keep('/map', true)).toBeUndefined();
    expect(clearUserCache()).toBe(0);
    expect(readCachedProfile('abc')).toBeUndefined();
    expect(cacheProfile('abc', { city: 'Lisboa' })).toBe(false);
    expect(keepProfileDraft('abc', {} as never)).toBe(false);
  });
});
