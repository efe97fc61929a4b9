// Deleting an account (functions/src/account-deletion.js) on the Functions emulator: the owner, freshly signed in,
// types their e-mail, and everything of the account goes — the CV and every document under it, the private details,
// the attributes, the index entry, the scout side (lists, searches, notifications, inbox, contacts), what others hold
// of it (the requests it sent, a scout's contact of it), its picture, the mails to it and the sign-in — while others'
// lists keep their copy of the player (shown as no longer available) with their note. Only word that the account is
// gone stays (keyed by a hash), and the CV's link then answers 410 Gone through Hosting.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { accountExists, deleteAccounts } from './support/auth-rest';
import { callable } from './support/callable';
import { read, remove, write } from './support/firestore-rest';
import { storedCv, whenEntry } from './support/index-entry';
import { objectMetadata, uploadObject } from './support/storage-rest';
import { verifiedSignIn } from './support/verified-session';
import { validDetails } from '../rules/fixtures';

const HOSTING = `http://${process.env.SKORA_HOSTING_HOST ?? '127.0.0.1:4173'}`;
const run = Date.now().toString(36);
const address = (tag: string) => `fn-${run}-${tag}@example.com`;
const cleanup: string[] = [];
const accounts: string[] = [];

afterAll(async () => {
  for (const path of cleanup) await remove(path).catch(() => undefined);
  await deleteAccounts(accounts).catch(() => undefined);
});

describe('deleteAccount', () => {
  it('refuses an e-mail that is not the account’s, and keeps everything', async () => {
    const owner = await verifiedSignIn(address('keep'));
    accounts.push(owner.uid);
    await write(`users/${owner.uid}/searches/00`, { name: 'Keepers', search: 'position=GK', key: 'p:GK', createdAt: new Date() });
    cleanup.push(`users/${owner.uid}/searches/00`);
    const answer = await callable('deleteAccount', { email: 'someone.else@example.com' }, owner.headers);
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.errors?.[0]?.field).toBe('email');
    expect(await read(`users/${owner.uid}/searches/00`)).toBeDefined();
    expect((await callable('deleteAccount', { email: owner.email })).error?.status).toBe('UNAUTHENTICATED');
  });

  it('removes every document, trace, file, mail and the sign-in of the account, and nothing of anyone else', async () => {
    const player = await verifiedSignIn(address('gone'));
    const other = await verifiedSignIn(address('other'));
    accounts.push(player.uid, other.uid);
    const uid = player.uid;
    await write(`players/${uid}/private/details`, { ...(validDetails() as Record<string, any>), updatedAt: new Date() });
    await write(`players/${uid}`, storedCv());
    await whenEntry(uid, () => true);
    const now = new Date();
    const mine = [
      `players/${uid}/career/00`,
      `players/${uid}/weeklyStats/2026-W10`,
      `players/${uid}/confirmedWeeks/2025`,
      `players/${uid}/interest/2026-11`,
      `playerStats/${uid}`,
      `users/${uid}`,
      `users/${uid}/shortlists/00`,
      `users/${uid}/shortlists/00/saved/${other.uid}`,
      `users/${uid}/searches/00`,
      `users/${uid}/notifications/00-${other.uid}`,
      `users/${uid}/inbox/${other.uid}`,
      `users/${uid}/contacts/${other.uid}`,
    ];
    for (const path of mine) await write(path, { note: 'x', at: now });
    // The player's request to an official to confirm their weeks (the official's address, the snapshot).
    const request = `attestations/fn-${run}-request`;
    await write(request, { player: uid, official: { name: 'Jan Novák', role: 'coach', club: 'FC Example', email: 'jan@example.com' }, status: 'sent' });
    cleanup.push(request);
    // What others hold: a request the account sent, a scout's contact of it, another user's list with it.
    const sent = `users/${other.uid}/inbox/${uid}`;
    const contact = `users/${other.uid}/contacts/${uid}`;
    const theirCopy = `users/${other.uid}/shortlists/00/saved/${uid}`;
    const theirNotification = `users/${other.uid}/notifications/00-${uid}`;
    await write(theirNotification, { player: uid, playerName: 'Gone Player', search: '00', read: false, digested: false, createdAt: now });
    await write(sent, { scout: uid, name: 'Gone Scout', message: 'Hello, a trial?', status: 'pending', createdAt: now });
    await write(contact, { player: uid, name: 'Gone Player', email: player.email, acceptedAt: now });
    await write(theirCopy, { player: uid, note: 'Calm on the ball.', addedAt: now });
    cleanup.push(theirCopy, `users/${other.uid}/inbox/${other.uid}`);
    const mailId = `fn-${run}-mail`;
    await write(`mail/${mailId}`, { to: player.email, message: { subject: 'Digest', text: 'x', html: 'x' } });
    cleanup.push(`mail/${mailId}`);
    const picture = `profilePictures/${uid}`;
    await uploadObject(picture, new Uint8Array([0xff, 0xd8, 0xff, 0xd9]), 'image/jpeg');

    const answer = await callable('deleteAccount', { email: ` ${player.email.toUpperCase()} ` }, player.headers);
    expect(answer).toEqual({ result: { status: 'deleted' } });

    for (const path of [...mine, `players/${uid}`, `players/${uid}/private/details`, sent, contact, theirNotification, `mail/${mailId}`, request, `accountDeletions/${uid}`]) {
      expect(await read(path), path).toBeUndefined();
    }
    await whenEntry(uid, () => true, true);
    expect(await objectMetadata(picture)).toBeUndefined();
    expect(await accountExists(uid)).toBe(false);
    expect(await accountExists(other.uid)).toBe(true);
    // Another user's list keeps its copy and note (their page shows the player as no longer available).
    expect(await read(theirCopy)).toMatchObject({ note: 'Calm on the ball.' });
    // What stays: word that the account is gone, under a hash of the uid, holding only when.
    const gone = `goneAccounts/${createHash('sha256').update(uid).digest('hex')}`;
    cleanup.push(gone);
    const word = await read(gone);
    expect(Object.keys(word ?? {})).toEqual(['at']);
    expect(JSON.stringify(word)).not.toContain(uid);
    // The CV's link now says so for good, as a crawler reads it; an address that never named a player stays 404.
    const page = await fetch(`${HOSTING}/p/${uid}`);
    const html = await page.text();
    expect(page.status).toBe(410);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<title>Player no longer on SKORA | SKORA</title>');
    expect(html).not.toContain(player.email);
    expect((await fetch(`${HOSTING}/p/fn-${run}-never-a-player`)).status).toBe(404);
  });
});
