// The one writer of the core's write plans: every save the owner makes (a week, the CV, the stats) is one call into
// the core, which gives the plan (paths, data, the fields the server stamps, the batches), and one call here, which
// applies it. Nothing is decided here: the server's time goes where the plan says (the rules require
// `request.time`), a time read earlier goes back as the Timestamp it was, and a failure's message is the core's
// for the plan's save and the Firestore code. Loaded on demand like the other Firestore wrappers.
import { failure, type PlannedWrite, type WritePlan } from '../core/profile';
import { serverTime, timestampOf, writeDocuments, type BatchWrite } from './documents';
import { writeFailureCode } from './write-helpers';

/** One planned write as the batch wrapper takes it, its stamps filled in. */
function batchWrite(write: PlannedWrite): BatchWrite {
  if (write.op === 'delete') return { path: write.path, delete: true };
  const data: Record<string, unknown> = { ...write.data };
  // A time that no longer converts (out of Timestamp's range) gets the server's: the rules accept nothing else.
  for (const field of write.keptTimestamps) data[field] = timestampOf(data[field]) ?? serverTime();
  for (const field of write.serverTimestamps) data[field] = serverTime();
  return { path: write.path, data, ...(write.op === 'merge' ? { merge: true } : {}) };
}

/**
 * A failed write as the user should read it: an `Error` whose message is the core's sentence for this save and the
 * failure's code (`unavailable` whenever the browser knows it is offline), with that `code` kept for the caller.
 */
function writeFailure(plan: WritePlan, error: unknown): Error {
  const code = writeFailureCode(error);
  return Object.assign(new Error(failure(code, plan.context).message, { cause: error }), { code });
}

/**
 * Applies `plan`: each batch in ascending order, all of a batch's writes together (the server applies all or none,
 * and the rules see them together). Resolves once the server has every batch; rejects with `writeFailure`'s error.
 */
export async function applyWritePlan(plan: WritePlan): Promise<void> {
  const batches = new Map<number, BatchWrite[]>();
  for (const write of plan.writes) {
    const batch = batches.get(write.batch) ?? [];
    batch.push(batchWrite(write));
    batches.set(write.batch, batch);
  }
  for (const key of [...batches.keys()].sort((a, b) => a - b)) {
    try {
      await writeDocuments(batches.get(key)!);
    } catch (error) {
      throw writeFailure(plan, error);
    }
  }
}
