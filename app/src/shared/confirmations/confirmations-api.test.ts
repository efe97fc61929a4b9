// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callFunction } from '../firebase/functions';
import { askToConfirm, CONNECTION_FAILURE, myRequests, withdrawRequest, type ConfirmForm, type OwnerRequest } from './confirmations-api';

vi.mock('../firebase/functions', () => ({ callFunction: vi.fn() }));
const callMock = vi.mocked(callFunction);

const FORM: ConfirmForm = { officialName: 'Jan Novák', role: 'coach', club: 'FC Example', email: 'jan@example.com', note: '' };
/** A callable's refusal as the Functions SDK rejects with it. */
const refusal = (code: string, message: string, details?: unknown) =>
  Object.assign(new Error(message), { code: `functions/${code}`, ...(details === undefined ? {} : { details }) });

beforeEach(() => {
  vi.clearAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('confirmations api', () => {
  it('asks through askToConfirmStats with the form and the weeks, or the tests as stored, and answers "sent"', async () => {
    callMock.mockResolvedValue({ status: 'sent' });
    await expect(askToConfirm(FORM, { weeks: ['2026-W40', '2026-W39'] })).resolves.toEqual({ status: 'sent' });
    expect(callMock).toHaveBeenCalledWith('askToConfirmStats', { form: FORM, weeks: ['2026-W40', '2026-W39'] }, expect.any(Number));
    await expect(askToConfirm(FORM, { tests: true })).resolves.toEqual({ status: 'sent' });
    // The server reads the tests as stored: the request names none of them.
    expect(callMock).toHaveBeenLastCalledWith('askToConfirmStats', { form: FORM, tests: true }, expect.any(Number));
  });

  it("maps an invalid-argument refusal's field errors to the form's fields (the first message of each)", async () => {
    callMock.mockRejectedValue(
      refusal('invalid-argument', 'Please enter their name.', {
        errors: [
          { field: 'officialName', code: 'required', message: 'Please enter their name.' },
          { field: 'weeks', code: 'season', message: 'Choose weeks of one season.' },
          { field: 'weeks', code: 'other', message: 'A second message for the weeks.' },
          { field: 'somethingElse', code: 'x', message: 'Not a field of the form.' },
        ],
      }),
    );
    await expect(askToConfirm(FORM, { weeks: ['2026-W40'] })).resolves.toEqual({
      status: 'invalid',
      errors: { officialName: 'Please enter their name.', weeks: 'Choose weeks of one season.' },
    });
    const nothingSaved = 'Save at least one measured test first: there is nothing to confirm yet.';
    callMock.mockRejectedValue(refusal('invalid-argument', nothingSaved, { errors: [{ field: 'tests', code: 'none', message: nothingSaved }] }));
    await expect(askToConfirm(FORM, { tests: true })).resolves.toEqual({ status: 'invalid', errors: { tests: nothingSaved } });
  });

  it("an invalid-argument refusal at no field of the form says the server's message; a network failure says a generic one", async () => {
    callMock.mockRejectedValueOnce(refusal('invalid-argument', 'Please check the form.', { errors: [{ field: 'form', code: 'x', message: 'Bad.' }] }));
    await expect(askToConfirm(FORM, { weeks: [] })).resolves.toEqual({ status: 'failed', message: 'Please check the form.' });
    callMock.mockRejectedValueOnce(refusal('permission-denied', 'Please verify your e-mail address first: open the link we sent you.'));
    await expect(askToConfirm(FORM, { weeks: ['2026-W40'] })).resolves.toEqual({
      status: 'failed',
      message: 'Please verify your e-mail address first: open the link we sent you.',
    });
    callMock.mockRejectedValueOnce(refusal('internal', 'internal'));
    await expect(askToConfirm(FORM, { weeks: ['2026-W40'] })).resolves.toEqual({ status: 'failed', message: CONNECTION_FAILURE });
    callMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(askToConfirm(FORM, { weeks: ['2026-W40'] })).resolves.toEqual({ status: 'failed', message: CONNECTION_FAILURE });
  });

  it('lists the requests, and withdraws one through the same callable, answering the list after it', async () => {
    const request = { id: 'r1', status: 'withdrawn' } as OwnerRequest;
    callMock.mockResolvedValue({ requests: [request] });
    await expect(myRequests()).resolves.toEqual([request]);
    expect(callMock).toHaveBeenLastCalledWith('myConfirmationRequests', {}, expect.any(Number));
    await expect(withdrawRequest('r1')).resolves.toEqual([request]);
    expect(callMock).toHaveBeenLastCalledWith('myConfirmationRequests', { withdraw: 'r1' }, expect.any(Number));

    callMock.mockRejectedValue(refusal('unavailable', 'offline'));
    await expect(myRequests()).rejects.toThrow('offline');
  });
});
