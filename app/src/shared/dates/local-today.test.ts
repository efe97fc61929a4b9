// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localToday } from './local-today';

const zone = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('localToday', () => {
  it('writes the date as YYYY-MM-DD with zero-padded month and day', () => {
    expect(localToday(new Date(2024, 0, 5, 12))).toBe('2024-01-05');
    expect(localToday(new Date(2025, 11, 31, 12))).toBe('2025-12-31');
  });

  it("is the user's calendar day, not UTC's", () => {
    // UTC+14: early on New Year's morning there it is still the previous afternoon in UTC.
    process.env.TZ = 'Pacific/Kiritimati';
    const newYearMorning = new Date(2024, 0, 1, 5, 0);
    expect(newYearMorning.toISOString().slice(0, 10)).toBe('2023-12-31');
    expect(localToday(newYearMorning)).toBe('2024-01-01');
  });

  it('reads the clock when no date is given', () => {
    vi.useFakeTimers({ now: new Date(2024, 5, 9, 10) });
    expect(localToday()).toBe('2024-06-09');
  });
});
