import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearSkipPublicOnlyToast,
  previousLocation,
  rememberedLocation,
  rememberLocation,
  setSkipPublicOnlyToast,
  skipPublicOnlyToast,
} from './navigation-memory';

beforeEach(() => sessionStorage.clear());

describe('navigation memory', () => {
  it('stores a location only when the core says it is worth remembering', () => {
    expect(rememberLocation('/story?x=1')).toBe(true);
    expect(sessionStorage.getItem('previousLocation')).toBe('/story?x=1');
    expect(rememberLocation('/login')).toBe(false);
    expect(rememberLocation('//evil.example')).toBe(false);
    expect(previousLocation()).toBe('/story?x=1');
  });

  it('follows a stored location only when the core says it is safe', () => {
    expect(rememberedLocation()).toBeUndefined();
    sessionStorage.setItem('previousLocation', '/map');
    expect(rememberedLocation()).toBe('/map');
    sessionStorage.setItem('previousLocation', '//evil.example');
    expect(rememberedLocation()).toBeUndefined();
    // The raw value still goes to the guard, which checks it itself.
    expect(previousLocation()).toBe('//evil.example');
  });

  it('sets and clears the one-shot skip flag', () => {
    expect(skipPublicOnlyToast()).toBe(false);
    expect(setSkipPublicOnlyToast()).toBe(true);
    expect(skipPublicOnlyToast()).toBe(true);
    clearSkipPublicOnlyToast();
    expect(skipPublicOnlyToast()).toBe(false);
  });
});
