// refreshShortlists (functions/src/shortlists.js): every scout's saved copy of a player follows the order keys of the
// player's index entry, found by a collection-group query on `player`; the scout's note and other players' copies
// are left alone. Documents are written as the admin; the test waits for what the triggers write.
import { afterAll, describe, expect, it } from 'vitest';
import { validPlayer } from '../rules/fixtures';
import { account, deleteAccounts } from './support/auth-rest';
import { read, remove, write, type Fields } from './support/firestore-rest';
import { waitFor } from './support/wait-for';

const TRIGGER_TIMEOUT_MS = 30_000;
const run = Date.now().toString(36);
const player = `fn-${run}-saved`;
const other = `fn-${run}-other`;
const scouts = [`fn-${run}-scout-a`, `fn-${run}-scout-b`];
const copyPath = (scout: string, id: string) => `users/${scout}/shortlists/00/saved/${id}`;

/** A saved copy as a scout's save writes it (keys copied from the entry then). */
const copy = (id: string, note: string): Fields => ({
  note,
  player: id,
  sortKey: 'stale key',
  birthMonth: null,
  playerUpdatedAt: null,
  addedAt: new Date(),
  updatedAt: new Date(),
});

afterAll(async () => {
  for (const scout of scouts) for (const id of [player, other]) await remove(copyPath(scout, id));
  await remove(`players/${player}`);
  await waitFor('the entry to be gone', async () => ((await read(`playerIndex/${player}`)) ? undefined : true), TRIGGER_TIMEOUT_MS);
  await deleteAccounts([player]);
});

describe("a player's saved copies", () => {
  it("follow the entry's new name order in every scout's list, the notes and other players' copies untouched", async () => {
    await account(player);
    const now = new Date();
    await write(`players/${player}`, { ...(validPlayer() as Fields), firstName: 'Ana', lastName: 'Silva', createdAt: now, updatedAt: now });
    const first = await waitFor('the entry', async () => read(`playerIndex/${player}`), TRIGGER_TIMEOUT_MS);
    for (const scout of scouts) {
      await write(copyPath(scout, player), copy(player, `note of ${scout}`));
      await write(copyPath(scout, other), copy(other, 'keep me'));
    }

    await write(`players/${player}`, { ...(validPlayer() as Fields), firstName: 'Ana', lastName: 'Zarate', createdAt: now, updatedAt: new Date() });
    const renamed = await waitFor(
      'the renamed entry',
      async () => {
        const entry = await read(`playerIndex/${player}`);
        return entry && entry.sortKey !== first.value.sortKey ? entry : undefined;
      },
      TRIGGER_TIMEOUT_MS,
    );
    for (const scout of scouts) {
      const refreshed = await waitFor(
        `${scout}'s copy`,
        async () => {
          const saved = await read(copyPath(scout, player));
          return saved?.sortKey === renamed.value.sortKey ? saved : undefined;
        },
        TRIGGER_TIMEOUT_MS,
      );
      expect(refreshed.value).toMatchObject({
        note: `note of ${scout}`,
        player,
        birthMonth: renamed.value.birthMonth,
        playerUpdatedAt: renamed.value.updatedAt,
      });
      expect(await read(copyPath(scout, other))).toMatchObject({ sortKey: 'stale key', note: 'keep me' });
    }
  });
});
