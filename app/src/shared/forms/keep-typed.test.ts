import { describe, expect, it } from 'vitest';
import { keepTyped } from './keep-typed';

const opened = { name: 'Ana', city: 'Madrid', career: [{ club: 'A' }, { club: 'B' }], contact: { phone: '1', email: 'a@x.es' } };

describe('keepTyped', () => {
  it('takes the fresher copy whole when nothing was typed', () => {
    const stored = { ...opened, city: 'Porto' };
    expect(keepTyped(stored, opened, structuredClone(opened))).toBe(stored);
  });

  it('keeps a typed field and takes the fresher value of every other one', () => {
    const stored = { ...opened, name: 'Ana María', city: 'Porto' };
    expect(keepTyped(stored, opened, { ...opened, city: 'Lisboa' })).toEqual({ ...stored, city: 'Lisboa' });
  });

  it('keeps a list as typed once a row was removed, added or edited, whatever the fresher copy lists', () => {
    const stored = { ...opened, career: [{ club: 'A' }, { club: 'B' }, { club: 'C' }] };
    for (const career of [[{ club: 'B' }], [...opened.career, { club: 'D' }], [{ club: 'A' }, { club: 'B2' }]]) {
      expect(keepTyped(stored, opened, { ...opened, career }).career).toEqual(career);
    }
    expect(keepTyped(stored, opened, { ...opened, name: 'Ana B.' }).career).toEqual(stored.career);
  });

  it('goes into nested groups field by field', () => {
    const stored = { ...opened, contact: { phone: '2', email: 'b@x.es' } };
    expect(keepTyped(stored, opened, { ...opened, contact: { phone: '9', email: 'a@x.es' } }).contact).toEqual({
      phone: '9',
      email: 'b@x.es',
    });
  });
});
