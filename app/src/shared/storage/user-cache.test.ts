import { beforeEach, describe, expect, it } from 'vitest';
import { clearUserCache, readCache, writeCache } from './user-cache';

beforeEach(() => localStorage.clear());

describe('user cache', () => {
  it("logout clears every user's cached keys and nothing else (the core says which keys are user data)", () => {
    for (const key of [
      'userProfile_abc',
      'userProfile_other',
      'userStats_physicalStep',
      'userStats_profileImage',
      'weeklyStats_draft_abc',
    ]) {
      localStorage.setItem(key, '{}');
    }
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('userProfile_', 'not a uid');

    expect(clearUserCache()).toBe(5);
    expect(Object.keys(localStorage).sort()).toEqual(['theme', 'userProfile_']);
    expect(clearUserCache()).toBe(0);
  });

  it('writes values as JSON and reads back the raw string', () => {
    expect(writeCache('userProfile_abc', { city: 'Lisboa' })).toBe(true);
    expect(readCache('userProfile_abc')).toBe('{"city":"Lisboa"}');
    expect(readCache('missing')).toBeNull();
  });
});
