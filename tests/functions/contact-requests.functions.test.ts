// Requests to contact a player (functions/src/contact-requests.js) on the Functions emulator: a verified scout asks,
// the player (or, under 16, their guardian by a one-time link) answers, and each side sees the other's e-mail only
// on acceptance. Whatever concerns the player (a block, an open request, the scout's 20 a day) answers the scout
// exactly like a delivered request and stores nothing; only the caller's own faults are refused. Ids and addresses
// are the run's own; the documents, accounts and rate-limit counters the tests make are removed after them.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteAccounts } from './support/auth-rest';
import { callable, list, signedIn } from './support/callable';
import { read, remove, write, type Fields } from './support/firestore-rest';
import { verifiedSignIn } from './support/verified-session';
import { expectKept30Days } from './support/mail';

const run = Date.now().toString(36);
let n = 0;
const address = (tag: string) => `fn-${run}-${tag}-${n++}@example.com`;

const SENT = { result: { status: 'sent' } };
const MESSAGE = 'Hello Ana, we would like to invite you to a trial in March.';
const SCOUT_PROFILE = {
  name: 'Marta Ruiz',
  role: 'club',
  organisation: 'FC Norte',
  country: 'PT',
  link: 'https://fcnorte.example/scouting',
};
const month = () => new Date().toISOString().slice(0, 7);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
/** The scout's day counter (crates/core-foundations rate_limit_id: the scope, a line break, the uid). */
const counterPath = (scout: string) => `rateLimits/${sha256(`contact-request-scout\n${scout}`)}`;
/** The guardian's link document (crates/core guardian_link_id: the token's hash under its own label). */
const linkPath = (token: string) => `guardianLinks/${sha256(`contact-guardian\n${token}`)}`;
const requestPath = (player: string, scout: string) => `users/${player}/inbox/${scout}`;
const contactPath = (scout: string, player: string) => `users/${scout}/contacts/${player}`;
const tokenIn = (text: string) => /\/guardian\?token=([0-9a-f]{64})\b/.exec(text)?.[1];
/** The first day of this month, `years` years ago (a birthday that makes the player `years` old today). */
function bornYearsAgo(years: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), 1)).toISOString().slice(0, 10);
}

type Session = { uid: string; email: string; headers: Record<string, string> };
const sessions: Session[] = [];
const written: string[] = [];
const mailTo: string[] = [];

async function put(path: string, fields: Fields): Promise<void> {
  written.push(path);
  await write(path, fields);
}

/** A scout's profile document (`scouts/{uid}`, the profile's fields at its top level). */
const profilePath = (uid: string) => `scouts/${uid}`;
const profile = () => ({ ...SCOUT_PROFILE, updatedAt: new Date() });

/** A verified account with a scout's profile. */
async function scoutAccount(tag: string): Promise<Session> {
  const session = await verifiedSignIn(address(tag));
  sessions.push(session);
  await put(profilePath(session.uid), profile());
  return session;
}

/** A verified player with a CV and its private details. */
async function playerAccount(tag: string, details: Fields): Promise<Session> {
  const session = await verifiedSignIn(address(tag));
  sessions.push(session);
  await put(`players/${session.uid}`, { firstName: 'Ana', lastName: 'Lima' });
  await put(`players/${session.uid}/private/details`, { showContactEmail: false, ...details });
  return session;
}

const adult = (tag: string) => {
  const contactEmail = address(`${tag}-contact`);
  return playerAccount(tag, { dateOfBirth: '2000-05-01', contactEmail });
};

const ask = (scout: Session, player: string, message = MESSAGE) => callable('askToContact', { player, message }, scout.headers);
const answer = (player: Session, scout: string, what: string) =>
  callable('answerContactRequest', { scout, answer: what }, player.headers);

/** Every document a request between them may have made, for the clean-up. */
function madeBy(scout: string, player: string): string[] {
  return [
    requestPath(player, scout),
    contactPath(scout, player),
    `players/${player}/interest/${month()}`,
    // The marker names the scout by a hash (crates/core player_interest scout_marker).
    `players/${player}/interest/${month()}/scouts/contacted-${sha256(`interest-marker\n${scout}`).slice(0, 32)}`,
  ];
}

let scout: Session;

beforeAll(async () => {
  scout = await scoutAccount('scout');
});

afterAll(async () => {
  const scouts = sessions.filter((s) => written.includes(profilePath(s.uid))).map((s) => s.uid);
  const players = sessions.filter((s) => written.includes(`players/${s.uid}`)).map((s) => s.uid);
  const paths = new Set([...written, ...scouts.map(counterPath)]);
  for (const s of scouts) for (const p of players) for (const path of madeBy(s, p)) paths.add(path);
  for (const path of paths) await remove(path);
  for (const mail of await list('mail')) if (mailTo.includes(String(mail.data.to))) await remove(`mail/${mail.id}`);
  await deleteAccounts(sessions.map((s) => s.uid));
});

describe('an adult player', () => {
  it('gets the request, accepts it (each side sees the other’s e-mail), then declines (the contact is gone)', async () => {
    const player = await adult('adult');
    const contactEmail = (await read(`players/${player.uid}/private/details`))!.contactEmail as string;

    expect(await ask(scout, player.uid)).toEqual(SENT);
    const request = await read(requestPath(player.uid, scout.uid));
    expect(request).toMatchObject({
      status: 'pending',
      name: 'Marta Ruiz',
      role: 'club',
      organisation: 'FC Norte',
      country: 'PT',
      link: SCOUT_PROFILE.link,
      message: MESSAGE,
      signals: [],
      guardian: false,
    });
    expect(request!.createdAt).toBeInstanceOf(Date);
    expect(request).not.toHaveProperty('scoutEmail');
    expect(await read(`players/${player.uid}/interest/${month()}`)).toMatchObject({ contacted: 1 });
    expect(await read(contactPath(scout.uid, player.uid))).toBeUndefined();
    expect((await read(counterPath(scout.uid)))?.count).toBeGreaterThanOrEqual(1);

    expect(await answer(player, scout.uid, 'accept')).toEqual({ result: { status: 'accepted' } });
    expect(await read(requestPath(player.uid, scout.uid))).toMatchObject({
      status: 'accepted',
      answeredBy: 'player',
      scoutEmail: scout.email,
      message: MESSAGE,
    });
    expect(await read(contactPath(scout.uid, player.uid))).toMatchObject({
      name: 'Ana Lima',
      email: contactEmail,
      viaGuardian: false,
    });
    // Accepting twice is no answer the request offers.
    expect((await answer(player, scout.uid, 'accept')).error?.status).toBe('FAILED_PRECONDITION');

    expect(await answer(player, scout.uid, 'decline')).toEqual({ result: { status: 'declined' } });
    const declined = await read(requestPath(player.uid, scout.uid));
    expect(declined).toMatchObject({ status: 'declined', answeredBy: 'player' });
    expect(declined).not.toHaveProperty('scoutEmail');
    expect(await read(contactPath(scout.uid, player.uid))).toBeUndefined();
    // Counted once for the month.
    expect(await read(`players/${player.uid}/interest/${month()}`)).toMatchObject({ contacted: 1 });
  });
});

describe('a player under 16', () => {
  it("is asked through their guardian, whose one-time link shows the request and answers it once", async () => {
    const guardianEmail = address('guardian');
    mailTo.push(guardianEmail);
    const player = await playerAccount('child', { dateOfBirth: bornYearsAgo(12), guardianEmail });

    const sent = Date.now();
    expect(await ask(scout, player.uid)).toEqual(SENT);
    expect(await read(requestPath(player.uid, scout.uid))).toMatchObject({ status: 'pending', guardian: true, message: MESSAGE });

    const mails = (await list('mail')).filter((m) => m.data.to === guardianEmail);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.data;
    expect(Object.keys(mail.message).sort()).toEqual(['html', 'subject', 'text']);
    expectKept30Days(mail, sent);
    expect(mail.message.subject).toBe('A scout asks to contact Ana on SKORA');
    const token = tokenIn(mail.message.text);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    written.push(linkPath(token!)); // spent by the answer below; removed after the tests should one fail first
    expect(mail.message.html).toContain(`/guardian?token=${token}`);
    expect(await read(linkPath(token!))).toMatchObject({ player: player.uid, scout: scout.uid });

    // The player may decline or block, never accept: the guardian decides.
    const refused = await answer(player, scout.uid, 'accept');
    expect(refused.error?.status).toBe('FAILED_PRECONDITION');
    expect(refused.error?.message).toContain('guardian');
    expect(await read(requestPath(player.uid, scout.uid))).toMatchObject({ status: 'pending' });

    // Opening the link shows the request and spends nothing.
    expect(await callable('answerAsGuardian', { token })).toEqual({
      result: {
        status: 'pending',
        request: {
          player: 'Ana',
          scout: {
            name: 'Marta Ruiz',
            role: 'Club recruiter',
            organisation: 'FC Norte',
            country: 'Portugal',
            link: SCOUT_PROFILE.link,
          },
          message: MESSAGE,
        },
      },
    });
    expect(await read(linkPath(token!))).toBeDefined();

    // The guardian sees the scout's address in the answer, as the scout sees theirs in the contact.
    expect(await callable('answerAsGuardian', { token, answer: 'accept' })).toEqual({
      result: { status: 'accepted', scoutEmail: scout.email },
    });
    expect(await read(requestPath(player.uid, scout.uid))).toMatchObject({
      status: 'accepted',
      answeredBy: 'guardian',
      scoutEmail: scout.email,
    });
    expect(await read(contactPath(scout.uid, player.uid))).toMatchObject({
      name: 'Ana Lima',
      email: guardianEmail,
      viaGuardian: true,
    });
    expect(await read(linkPath(token!))).toBeUndefined();

    // A link works once.
    const again = await callable('answerAsGuardian', { token, answer: 'accept' });
    expect(again.result?.status).toBe('invalid-link');
    expect(await callable('answerAsGuardian', { token })).toMatchObject({ result: { status: 'invalid-link' } });
    expect(await callable('answerAsGuardian', { token: 'not-a-token' })).toMatchObject({ result: { status: 'invalid-link' } });
  });
});

describe('a message that asks for money', () => {
  it('is delivered with its signs, for the player to be warned', async () => {
    const player = await adult('fee');
    const message = 'There is a trial fee of 300 euros, pay by wire transfer';
    expect(await ask(scout, player.uid, message)).toEqual(SENT);
    expect(await read(requestPath(player.uid, scout.uid))).toMatchObject({
      status: 'pending',
      message,
      signals: ['feeWords', 'wireTransfer'],
    });
  });
});

describe('what concerns the player is never told to the scout', () => {
  it('a blocked scout is answered "sent", and the request stays as the block left it', async () => {
    const player = await adult('blocks');
    expect(await ask(scout, player.uid)).toEqual(SENT);
    expect(await answer(player, scout.uid, 'block')).toEqual({ result: { status: 'blocked' } });
    const blocked = await read(requestPath(player.uid, scout.uid));
    expect(blocked).toMatchObject({ status: 'blocked', message: MESSAGE });
    const counted = (await read(counterPath(scout.uid)))!.count as number;

    expect(await ask(scout, player.uid, 'Please answer me, I asked you before about a trial.')).toEqual(SENT);
    expect(await read(requestPath(player.uid, scout.uid))).toEqual(blocked);
    expect((await read(counterPath(scout.uid)))!.count).toBe(counted);
  });

  it('a second request while one is pending is answered "sent" and keeps the first message', async () => {
    const player = await adult('twice');
    expect(await ask(scout, player.uid)).toEqual(SENT);
    const first = await read(requestPath(player.uid, scout.uid));
    expect(await ask(scout, player.uid, 'A second message, asking about the same trial again.')).toEqual(SENT);
    expect(await read(requestPath(player.uid, scout.uid))).toEqual(first);
    expect(first).toMatchObject({ status: 'pending', message: MESSAGE });
  });

  it("the scout's 21st request of the day is answered \"sent\" and stores nothing", async () => {
    const busy = await scoutAccount('busy-scout');
    const counter = { startMs: Date.now() - 60_000, count: 20, scope: 'contact-request-scout', expiresAt: new Date(Date.now() + 86_400_000) };
    await write(counterPath(busy.uid), counter);
    const player = await adult('limited');
    expect(await ask(busy, player.uid)).toEqual(SENT);
    expect(await read(requestPath(player.uid, busy.uid))).toBeUndefined();
    expect(await read(`players/${player.uid}/interest/${month()}`)).toBeUndefined();
    expect((await read(counterPath(busy.uid)))!.count).toBe(20);
  });
});

describe("refusals that concern the caller alone", () => {
  let player: Session;
  beforeAll(async () => {
    player = await adult('refusals');
  });

  it('a visitor is asked to log in', async () => {
    const answered = await callable('askToContact', { player: player.uid, message: MESSAGE });
    expect(answered.error?.status).toBe('UNAUTHENTICATED');
    expect((await callable('answerContactRequest', { scout: scout.uid, answer: 'accept' })).error?.status).toBe('UNAUTHENTICATED');
  });

  it('an unverified account is asked to verify its e-mail', async () => {
    const unverified = await signedIn(address('unverified'));
    sessions.push({ uid: unverified.uid, email: '', headers: unverified.headers });
    await put(profilePath(unverified.uid), profile());
    const answered = await callable('askToContact', { player: player.uid, message: MESSAGE }, unverified.headers);
    expect(answered.error?.status).toBe('PERMISSION_DENIED');
    expect(await read(requestPath(player.uid, unverified.uid))).toBeUndefined();
  });

  it('a message of 3 characters is refused at its field', async () => {
    const answered = await ask(scout, player.uid, 'Hi!');
    expect(answered.error?.status).toBe('INVALID_ARGUMENT');
    expect(answered.error?.details?.errors?.[0]?.field).toBe('message');
    expect(await read(requestPath(player.uid, scout.uid))).toBeUndefined();
  });

  it('an account without a scout profile is asked to make one', async () => {
    const nobody = await verifiedSignIn(address('no-profile'));
    sessions.push(nobody);
    const answered = await ask(nobody, player.uid);
    expect(answered.error?.status).toBe('FAILED_PRECONDITION');
    expect(await read(requestPath(player.uid, nobody.uid))).toBeUndefined();
    // Nor is a profile its rule refuses (no role, no organisation, no country).
    await put(profilePath(nobody.uid), { name: 'Marta Ruiz', updatedAt: new Date() });
    expect((await ask(nobody, player.uid)).error?.status).toBe('FAILED_PRECONDITION');
    expect(await read(requestPath(player.uid, nobody.uid))).toBeUndefined();
  });
});
