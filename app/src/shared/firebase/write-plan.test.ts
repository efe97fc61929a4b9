import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure as coreFailure, Weekly, type WritePlan } from '../core/profile';
import { serverTime, timestampOf, writeDocuments } from './documents';
import { applyWritePlan } from './write-plan';

const SERVER_TIME = vi.hoisted(() => ({ kind: 'server-time' }));

// The Firestore wrapper is replaced: the writer's part is turning the core's plan into batches.
vi.mock('./documents', () => ({
  writeDocuments: vi.fn(() => Promise.resolve()),
  serverTime: vi.fn(() => SERVER_TIME),
  timestampOf: vi.fn((value: unknown) => (value && typeof value === 'object' ? { kind: 'timestamp', ...value } : undefined)),
}));

const writeDocumentsMock = vi.mocked(writeDocuments);

beforeEach(() => vi.clearAllMocks());

/** The core's plan saving week 2026-W05 of u1 with `values` typed in its form. */
function weekPlan(values: Record<string, string>): WritePlan {
  const form = { ...Weekly.read({ week: '2026-W05' }, undefined, null).form!, ...values };
  return Weekly.save({ save: { uid: 'u1', form, context: { today: '2026-02-01' } } }).plan;
}
afterEach(() => vi.unstubAllGlobals());

describe('applyWritePlan', () => {
  it("writes the core's weekly plan as one batch, stamped with the server's time where the plan says", async () => {
    await applyWritePlan(weekPlan({ minutes: '90' }));
    expect(writeDocumentsMock).toHaveBeenCalledTimes(1);
    expect(writeDocumentsMock).toHaveBeenCalledWith([
      { path: 'players/u1/weeklyStats/2026-W05', data: { week: '2026-W05', minutes: 90, updatedAt: SERVER_TIME } },
    ]);
    expect(serverTime).toHaveBeenCalledTimes(1);

    await applyWritePlan(Weekly.save({ delete: { uid: 'u1', week: '2026-W05' } }).plan);
    expect(writeDocumentsMock).toHaveBeenLastCalledWith([{ path: 'players/u1/weeklyStats/2026-W05', delete: true }]);
  });

  it('writes a read time back as the Timestamp it was, merges where asked and commits batches in order', async () => {
    const plan: WritePlan = {
      context: 'profile-save',
      writes: [
        { path: 'b/1', op: 'set', data: { x: 1 }, serverTimestamps: [], keptTimestamps: [], batch: 1 },
        {
          path: 'a/1',
          op: 'merge',
          data: { createdAt: { seconds: 5, nanoseconds: 0 } },
          serverTimestamps: ['updatedAt'],
          keptTimestamps: ['createdAt'],
          batch: 0,
        },
      ],
    };
    await applyWritePlan(plan);
    expect(timestampOf).toHaveBeenCalledWith({ seconds: 5, nanoseconds: 0 });
    expect(writeDocumentsMock.mock.calls.map(([writes]) => writes)).toEqual([
      [{ path: 'a/1', data: { createdAt: { kind: 'timestamp', seconds: 5, nanoseconds: 0 }, updatedAt: SERVER_TIME }, merge: true }],
      [{ path: 'b/1', data: { x: 1 } }],
    ]);
  });

  it("rejects with the core's message for the save and the failure's code, the code kept", async () => {
    writeDocumentsMock.mockRejectedValueOnce(Object.assign(new Error('denied'), { code: 'permission-denied' }));
    const failure = applyWritePlan(weekPlan({}));
    await expect(failure).rejects.toThrow(coreFailure('permission-denied', 'weekly-save').message!);
    await expect(failure).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('reads a failure while the browser is offline as unreachable, whatever the SDK said', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    writeDocumentsMock.mockRejectedValueOnce(Object.assign(new Error('failed'), { code: 'unknown' }));
    const stats: WritePlan = {
      context: 'stats-save',
      writes: [{ path: 'playerStats/u1', op: 'set', data: {}, serverTimestamps: ['updatedAt'], keptTimestamps: [], batch: 0 }],
    };
    const failure = applyWritePlan(stats);
    await expect(failure).rejects.toMatchObject({ code: 'unavailable', message: expect.stringContaining('reach the server') });
  });
});
