import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { itemKeys, readItem, removeItem, writeItem } from './web-storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

describe('web storage', () => {
  it('reads, writes, lists and removes items in either area', () => {
    expect(writeItem('local', 'a', '1')).toBe(true);
    expect(writeItem('session', 'b', '2')).toBe(true);
    expect(readItem('local', 'a')).toBe('1');
    expect(readItem('session', 'b')).toBe('2');
    expect(itemKeys('local')).toEqual(['a']);
    removeItem('local', 'a');
    expect(readItem('local', 'a')).toBeNull();
  });

  it('degrades to "nothing stored" when storage throws (private mode, full quota)', () => {
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
    expect(readItem('session', 'previousLocation')).toBeNull();
    expect(writeItem('local', 'userProfile_abc', '{}')).toBe(false);
    expect(() => removeItem('session', 'skipPublicOnlyToast')).not.toThrow();
    expect(itemKeys('local')).toEqual([]);
  });

  it('degrades when the storage object itself cannot be reached', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(readItem('local', 'x')).toBeNull();
    expect(writeItem('local', 'x', '1')).toBe(false);
    expect(itemKeys('local')).toEqual([]);
  });
});
