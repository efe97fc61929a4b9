// alertSearches (functions/src/search-alerts.js): a player whose entry newly matches a saved search notifies the
// search's owner, once; a search the entry does not pass, or already passed, tells nobody. Documents are written as the
// admin; the test waits for what the triggers write.
import { afterAll, describe, expect, it } from 'vitest';
import { utcDate, validPlayer } from '../rules/fixtures';
import { account, deleteAccounts } from './support/auth-rest';
import { read, remove, write, type Fields } from './support/firestore-rest';
import { waitFor } from './support/wait-for';

const TRIGGER_TIMEOUT_MS = 30_000;
const run = Date.now().toString(36);
const player = `fn-${run}-match`;
const scout = `fn-${run}-searcher`;
const searches = {
  '00': { name: 'U19 keepers in Portugal', search: 'position=GK&basedIn=PT&maxAge=18', key: 'p:GK|b:PT' },
  '01': { name: 'Strikers in Portugal', search: 'position=ST&basedIn=PT', key: 'p:ST|b:PT' },
};
const notificationOf = (id: string) => `users/${scout}/notifications/${id}-${player}`;

afterAll(async () => {
  for (const id of Object.keys(searches)) {
    await remove(`users/${scout}/searches/${id}`);
    await remove(notificationOf(id));
  }
  await remove(`players/${player}`);
  await waitFor('the entry to be gone', async () => ((await read(`playerIndex/${player}`)) ? undefined : true), TRIGGER_TIMEOUT_MS);
  await deleteAccounts([player]);
});

const cv = (overrides: Fields): Fields => ({
  ...(validPlayer() as Fields),
  firstName: 'Inês',
  lastName: `Quintela${run}`,
  birthMonth: utcDate(17).slice(0, 7),
  countryOfResidence: 'PT',
  createdAt: new Date(),
  updatedAt: new Date(),
  ...overrides,
});

describe('saved searches that alert', () => {
  it('tell the owner once when a player becomes a U19 goalkeeper in Portugal, and nobody else', async () => {
    const now = new Date();
    for (const [id, data] of Object.entries(searches)) await write(`users/${scout}/searches/${id}`, { ...data, createdAt: now, updatedAt: now });
    await account(player);
    // A 17-year-old centre-back in Portugal: no search of the scout's lists them.
    await write(`players/${player}`, cv({ playerType: 'outfield', mainPosition: 'CB', secondaryPositions: [] }));
    await waitFor('the entry', async () => read(`playerIndex/${player}`), TRIGGER_TIMEOUT_MS);

    // Now a goalkeeper: the U19 keepers search newly matches.
    await write(`players/${player}`, cv({ playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [] }));
    const told = await waitFor('the notification', async () => read(notificationOf('00')), TRIGGER_TIMEOUT_MS);
    expect(told.value).toMatchObject({
      kind: 'match',
      search: '00',
      searchName: 'U19 keepers in Portugal',
      player,
      playerName: `Inês Quintela${run}`,
      read: false,
    });
    // Read by the owner, then the player saves again: still a match, so nothing new, and the mark stays.
    await write(notificationOf('00'), { ...told.value, read: true });
    await write(`players/${player}`, cv({ playerType: 'goalkeeper', mainPosition: 'GK', secondaryPositions: [], bio: 'Quick off the line.' }));
    await waitFor('the new bio in the entry', async () => {
      const entry = await read(`playerIndex/${player}`);
      return entry && entry.updatedAt !== undefined ? entry : undefined;
    }, TRIGGER_TIMEOUT_MS);
    await new Promise((r) => setTimeout(r, 2_000));
    expect(await read(notificationOf('00'))).toMatchObject({ read: true });
    expect(await read(notificationOf('01'))).toBeUndefined();
  });
});
