// sendAlertDigests' work (functions/src/search-alerts.js, sendDigests), run here against the emulators with the Admin
// SDK (a scheduled function has no trigger in the emulator): one e-mail per verified user with the notifications not
// yet sent, the core's words and links, and each notification marked sent so the next day's digest skips it.
import { afterAll, describe, expect, it } from 'vitest';
import { sendDigests } from '../../functions/src/search-alerts.js';
import { admin } from './support/admin';
import { account, deleteAccounts } from './support/auth-rest';
import { list } from './support/callable';
import { read, remove, write } from './support/firestore-rest';
import { DATABASE_ID } from './support/firestore-rest';
import { expectKept30Days } from './support/mail';

const { db, auth } = admin(`digest-${Date.now()}`, DATABASE_ID);

const run = Date.now().toString(36);
const scout = `fn-${run}-digest`;
const unverified = `fn-${run}-digest-unverified`;
const note = (player: string, name: string) => ({
  kind: 'match', search: '00', searchName: 'U19 keepers', query: 'position=GK&basedIn=PT&maxAge=18',
  player, playerName: name, read: false, digested: false, createdAt: new Date(),
});
const paths = [`users/${scout}/notifications/00-a${run}`, `users/${scout}/notifications/00-b${run}`, `users/${unverified}/notifications/00-c${run}`];

afterAll(async () => {
  for (const path of paths) await remove(path);
  await deleteAccounts([scout, unverified]);
});

describe('the daily digest', () => {
  it('mails each verified user their new matches once, and marks them sent', async () => {
    await account(scout);
    await account(unverified, { verified: false });
    await write(paths[0]!, note(`a${run}`, 'Inês Quintela'));
    await write(paths[1]!, note(`b${run}`, 'Rita <b>Alves</b>'));
    await write(paths[2]!, note(`c${run}`, 'Bruno Costa'));

    const queued = Date.UTC(2026, 10, 2, 7);
    await sendDigests(db, auth, { origin: 'https://skora.example', now: () => queued });
    const mails = (await list('mail')).filter((m) => m.data.to === `${scout}@functions.skora.test`);
    expect(mails).toHaveLength(1);
    const { message } = mails[0]!.data;
    expectKept30Days(mails[0]!.data, queued, queued);
    expect(message.subject).toBe('2 new players match your saved searches on SKORA');
    expect(message.text).toContain(`- Inês Quintela now matches your search “U19 keepers”. https://skora.example/p/a${run}`);
    expect(message.html).toContain('Rita &lt;b&gt;Alves&lt;/b&gt;');
    for (const path of paths) expect(await read(path)).toMatchObject({ digested: true });
    // The unverified account gets no mail; the next digest sends nothing again.
    expect((await list('mail')).some((m) => m.data.to === `${unverified}@functions.skora.test`)).toBe(false);
    await sendDigests(db, auth, { origin: 'https://skora.example' });
    expect((await list('mail')).filter((m) => m.data.to === `${scout}@functions.skora.test`)).toHaveLength(1);
  });
});
