// countShortlisted (functions/src/player-interest.js): a player saved to scouts' lists counts each scout once a month,
// however many lists hold the player, and never names them.
import { afterAll, describe, expect, it } from 'vitest';
import { read, remove, write } from './support/firestore-rest';
import { waitFor } from './support/wait-for';

const TRIGGER_TIMEOUT_MS = 30_000;
const run = Date.now().toString(36);
const player = `fn-${run}-wanted`;
const scouts = [`fn-${run}-scout-1`, `fn-${run}-scout-2`];
const saved = (scout: string, list: string) => `users/${scout}/shortlists/${list}/saved/${player}`;
const copy = () => ({ note: '', player, sortKey: '', birthMonth: null, playerUpdatedAt: null, addedAt: new Date(), updatedAt: new Date() });
const month = new Date().toISOString().slice(0, 7);

afterAll(async () => {
  await remove(saved(scouts[0]!, '00'));
  await remove(saved(scouts[0]!, '01'));
  await remove(saved(scouts[1]!, '00'));
  await remove(`players/${player}/interest/${month}`);
});

describe("a player's monthly interest", () => {
  it('counts each scout who shortlisted the player once, names none of them', async () => {
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
});
