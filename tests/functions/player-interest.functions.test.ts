// countShortlisted (functions/src/player-interest.js): a player saved to scouts' lists counts each scout once a month,
// however many lists hold the player, and never names them; a player without a CV, or whose account is being
// deleted, is never counted (a late event must not write a deleted player's documents again).
import { afterAll, describe, expect, it } from 'vitest';
import { read, remove, write } from './support/firestore-rest';
import { waitFor } from './support/wait-for';

const TRIGGER_TIMEOUT_MS = 30_000;
const run = Date.now().toString(36);
const player = `fn-${run}-wanted`;
const gone = `fn-${run}-gone`;
const leaving = `fn-${run}-leaving`;
const scouts = [`fn-${run}-scout-1`, `fn-${run}-scout-2`];
const saved = (scout: string, list: string) => `users/${scout}/shortlists/${list}/saved/${player}`;
const copy = () => ({ note: '', player, sortKey: '', birthMonth: null, playerUpdatedAt: null, addedAt: new Date(), updatedAt: new Date() });
const month = new Date().toISOString().slice(0, 7);

afterAll(async () => {
  await remove(saved(scouts[0]!, '00'));
  await remove(saved(scouts[0]!, '01'));
  await remove(saved(scouts[1]!, '00'));
  await remove(`players/${player}/interest/${month}`);
  for (const id of [player, leaving]) await remove(`players/${id}`);
  await remove(`accountDeletions/${leaving}`);
  for (const id of [gone, leaving]) await remove(`users/${scouts[0]}/shortlists/00/saved/${id}`);
});

describe("a player's monthly interest", () => {
  it('counts each scout who shortlisted the player once, names none of them', async () => {
    // A CV (its owner has no account, so it is never listed): interest is counted for players who have one.
    await write(`players/${player}`, { firstName: 'Wanted', visibility: 'public' });
    await write(saved(scouts[0]!, '00'), copy());
    await write(saved(scouts[0]!, '01'), copy());
    await write(saved(scouts[1]!, '00'), copy());
    const counted = await waitFor(
      'the month counted',
      async () => {
        const doc = await read(`players/${player}/interest/${month}`);
        return doc?.shortlisted === 2 ? doc : undefined;
      },
      TRIGGER_TIMEOUT_MS,
    );
    expect(counted.value).toEqual({ shortlisted: 2, month });
    // The second list of the same scout never counts: still two after the triggers settle.
    await new Promise((r) => setTimeout(r, 1_500));
    expect(await read(`players/${player}/interest/${month}`)).toEqual({ shortlisted: 2, month });
  });

  it('never counts a player without a CV, or one whose account deletion is under way', async () => {
    await write(`players/${leaving}`, { firstName: 'Leaving', visibility: 'public' });
    await write(`accountDeletions/${leaving}`, { email: null, startedAt: new Date() });
    await write(`users/${scouts[0]}/shortlists/00/saved/${gone}`, { ...copy(), player: gone });
    await write(`users/${scouts[0]}/shortlists/00/saved/${leaving}`, { ...copy(), player: leaving });
    // The triggers run within a second or two; give a slow one time all the same.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await read(`players/${gone}/interest/${month}`)).toBeUndefined();
    expect(await read(`players/${leaving}/interest/${month}`)).toBeUndefined();
  });
});
