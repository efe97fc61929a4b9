// Requests to confirm a player's stats (functions/src/confirmations.js) on the Functions emulator: a verified player
// asks an official to confirm weeks they logged; the request is stored with a snapshot of the weeks and the official
// is mailed a one-time link. The same open request and the spent limits answer exactly like a mailed one and mail
// nothing; the caller's own faults (the form, the weeks, their own address) are refused at the field. Ids and
// addresses are the run's own; what the tests make is removed after them.
import { createHash } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { deleteAccounts } from './support/auth-rest';
import { callable, list, signedIn } from './support/callable';
import { read, remove, write, type Fields } from './support/firestore-rest';
import { verifiedSignIn } from './support/verified-session';
import { waitFor } from './support/wait-for';
import { expectKept30Days } from './support/mail';

const run = Date.now().toString(36);
let n = 0;
const address = (tag: string) => `fn-${run}-${tag}-${n++}@example.com`;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const SENT = { result: { status: 'sent' } };
/** The official's one-time link in a mail (crates/core-domain confirmation confirm_link). */
const tokenIn = (text: string) => /\/confirm-stats\/([0-9a-f]{64})\b/.exec(text)?.[1];
/** A counter's document (crates/core-foundations rate_limit_id: the scope, a line break, the key). */
const counterPath = (scope: string, key: string) => `rateLimits/${sha256(`${scope}\n${key}`)}`;

type Session = { uid: string; email: string; headers: Record<string, string> };
const sessions: Session[] = [];
const written: string[] = [];
const officials: string[] = [];

async function put(path: string, fields: Fields): Promise<void> {
  written.push(path);
  await write(path, fields);
}

/** A verified player with a CV and two weeks of the 2026/27 season. */
async function player(tag: string): Promise<Session> {
  const session = await verifiedSignIn(address(tag));
  sessions.push(session);
  await put(`players/${session.uid}`, { firstName: 'Ana', lastName: 'Lima' });
  await put(`players/${session.uid}/private/details`, { showContactEmail: false, contactEmail: address(`${tag}-contact`) });
  for (const [week, minutes] of [['2026-W40', 90], ['2026-W41', 72]] as const) {
    await put(`players/${session.uid}/weeklyStats/${week}`, { week, matches: 1, starts: 1, minutes, goals: 1, updatedAt: new Date() });
  }
  return session;
}

function form(email: string, overrides: Record<string, string> = {}) {
  officials.push(email);
  return { officialName: 'Jan Novák', role: 'coach', club: 'FC Example', email, note: 'The cup games', ...overrides };
}

const ask = (who: Session | { headers: Record<string, string> }, data: unknown) => callable('askToConfirmStats', data, who.headers);
const mailsTo = async (email: string) => (await list('mail')).filter((m) => m.data.to === email);
/** Every request of the run's players (their ids are hashes: found by the player's uid). */
const requestsOf = async (uid: string) => (await list('attestations')).filter((d) => d.data.player === uid);

afterAll(async () => {
  for (const s of sessions) {
    for (const r of await requestsOf(s.uid)) await remove(`attestations/${r.id}`);
    await remove(counterPath('confirmation-player', s.uid));
    await remove(`players/${s.uid}/confirmedWeeks/2026`);
    await remove(`players/${s.uid}/confirmedTests/measured`);
  }
  for (const link of await list('attestationLinks')) await remove(`attestationLinks/${link.id}`);
  for (const email of officials) {
    await remove(counterPath('confirmation-official', email.toLowerCase()));
    for (const mail of await mailsTo(email.toLowerCase())) await remove(`mail/${mail.id}`);
  }
  for (const path of written) await remove(path);
  await deleteAccounts(sessions.map((s) => s.uid));
});

describe('a request to confirm weeks', () => {
  it('stores the snapshot of the weeks and mails the official a one-time link; the same request again mails nothing', async () => {
    const ana = await player('ana');
    const email = address('coach');
    const sent = Date.now();
    expect(await ask(ana, { form: form(email), weeks: ['2026-W41', '2026-W40'] })).toEqual(SENT);

    const [request, ...others] = await requestsOf(ana.uid);
    expect(others).toEqual([]);
    expect(request!.data).toMatchObject({
      player: ana.uid,
      playerName: 'Ana Lima',
      official: { name: 'Jan Novák', role: 'coach', club: 'FC Example', email },
      note: 'The cup games',
      season: 2026,
      status: 'sent',
    });
    expect(Object.keys(request!.data.weeks)).toEqual(['2026-W40', '2026-W41']);
    expect(request!.data.weeks['2026-W41']).toMatchObject({ minutes: 72 });
    expect(request!.data.createdAt).toBeInstanceOf(Date);
    const [mail, ...more] = await mailsTo(email);
    expect(more).toEqual([]);
    expect(mail!.data.message.subject).toBe('Ana Lima asks you to confirm their football stats');
    expectKept30Days(mail!.data, sent);
    const token = tokenIn(mail!.data.message.text as string);
    expect(token).toBeDefined();
    // Only the token's hash names the link, and the link names the request.
    const link = await read(`attestationLinks/${sha256(`confirm-stats\n${token}`)}`);
    expect(link).toMatchObject({ request: request!.id });
    expect(JSON.stringify(request!.data)).not.toContain(token!);

    expect(await ask(ana, { form: form(email), weeks: ['2026-W40', '2026-W41'] })).toEqual(SENT);
    expect(await mailsTo(email)).toHaveLength(1);
    expect(await requestsOf(ana.uid)).toHaveLength(1);
  });

  it('refuses the form, the weeks and the player’s own address at their fields, and mails nothing', async () => {
    const eva = await player('eva');
    const refused = async (data: unknown) => (await ask(eva, data)).error;
    const own = await refused({ form: form(eva.email.toUpperCase()), weeks: ['2026-W40'] });
    expect(own?.status).toBe('INVALID_ARGUMENT');
    expect(own?.details?.errors?.[0]).toMatchObject({ field: 'email', code: 'own' });
    const contact = (await read(`players/${eva.uid}/private/details`))!.contactEmail as string;
    expect((await refused({ form: form(contact), weeks: ['2026-W40'] }))?.details?.errors?.[0]?.code).toBe('own');
    expect((await refused({ form: form(address('x')), weeks: ['2026-W42'] }))?.details?.errors?.[0]).toMatchObject({ field: 'weeks', code: 'missing' });
    expect((await refused({ form: form(address('y'), { club: '' }), weeks: [] }))?.details?.errors?.map((e: { field: string }) => e.field)).toEqual(['club', 'weeks']);
    // The player's note: the core's 280 characters at most.
    expect((await refused({ form: form(address('n'), { note: 'a'.repeat(281) }), weeks: ['2026-W40'] }))?.details?.errors?.[0]).toMatchObject({ field: 'note', code: 'too_long' });
    expect(await requestsOf(eva.uid)).toEqual([]);
  });

  it('answers a spent limit like a mailed request: at most 5 requests a day per player, 3 mails a day per official', async () => {
    const leo = await player('leo');
    const busy = address('busy-coach');
    // Three players' requests reach one official; the fourth is told "sent" and mails nothing.
    const others = [leo, await player('mia'), await player('noa'), await player('ola')];
    for (const p of others) expect(await ask(p, { form: form(busy), weeks: ['2026-W40'] })).toEqual(SENT);
    expect(await mailsTo(busy)).toHaveLength(3);
    expect(await requestsOf(others[3]!.uid)).toEqual([]);
    // Leo's day: one request above, four more to other officials, then the sixth mails nothing.
    for (let i = 0; i < 4; i++) expect(await ask(leo, { form: form(address(`c${i}`)), weeks: ['2026-W41'] })).toEqual(SENT);
    const sixth = address('sixth');
    expect(await ask(leo, { form: form(sixth), weeks: ['2026-W41'] })).toEqual(SENT);
    expect(await mailsTo(sixth)).toEqual([]);
    expect(await requestsOf(leo.uid)).toHaveLength(5);
  });

  it('refuses a caller who is not signed in or not verified', async () => {
    expect((await ask({ headers: {} }, { form: form(address('z')), weeks: ['2026-W40'] })).error?.status).toBe('UNAUTHENTICATED');
    const unverified = await signedIn(address('unverified'));
    sessions.push({ ...unverified, email: '' });
    expect((await ask(unverified, { form: form(address('w')), weeks: ['2026-W40'] })).error?.status).toBe('PERMISSION_DENIED');
  });
});

describe("the official's one-time link", () => {
  const answer = (data: unknown) => callable('answerConfirmation', data);
  const UNAVAILABLE = 'This link does not work any more. If the player still needs your confirmation, they can send a new request.';

  /** A mailed request of a new player to a new official: the player, the official's address and the link's token. */
  async function mailed(tag: string): Promise<{ player: Session; email: string; token: string }> {
    const p = await player(tag);
    const email = address(`${tag}-coach`);
    expect(await ask(p, { form: form(email), weeks: ['2026-W40', '2026-W41'] })).toEqual(SENT);
    const [mail] = await mailsTo(email);
    return { player: p, email, token: tokenIn(mail!.data.message.text as string)! };
  }

  it('shows the player and the weeks without an account, takes one answer, then works no more', async () => {
    const { player: p, email, token } = await mailed('kai');
    const shown = await answer({ token });
    expect(shown.result).toMatchObject({
      status: 'pending',
      request: {
        playerName: 'Ana Lima',
        officialName: 'Jan Novák',
        officialRole: 'coach',
        covers: 'weeks',
        subjectLabel: 'Season',
        subject: '2026/27',
        note: 'The cup games',
      },
    });
    expect(shown.result!.request.groups.map((w: { id: string }) => w.id)).toEqual(['2026-W40', '2026-W41']);
    expect(shown.result!.request.groups[1].figures).toContainEqual({ key: 'minutes', label: 'Minutes played', text: '72 min' });
    expect(JSON.stringify(shown)).not.toContain(email);

    const noNote = await answer({ token, answer: 'dispute', note: ' ' });
    expect(noNote.error?.status).toBe('INVALID_ARGUMENT');
    expect(noNote.error?.details?.errors?.[0]).toMatchObject({ field: 'note', code: 'required' });
    // The core's limit (confirmationNote): 280 characters, an emoji one of them; 281 is refused at the field.
    const tooLong = await answer({ token, answer: 'dispute', note: '😀'.repeat(281) });
    expect(tooLong.error?.details?.errors?.[0]).toMatchObject({ field: 'note', code: 'too_long' });

    expect(await answer({ token, answer: 'confirm' })).toEqual({ result: { status: 'confirmed' } });
    const [stored] = await requestsOf(p.uid);
    expect(stored!.data).toMatchObject({ status: 'confirmed' });
    // Published for the CV: each week's hash as asked, with the official's byline and never their address.
    const record = await read(`players/${p.uid}/confirmedWeeks/2026`);
    const by = 'Jan Novák (coach, FC Example)';
    expect(record).toEqual({
      season: 2026,
      weeks: {
        '2026-W40': { hash: stored!.data.weeks['2026-W40'].hash, by },
        '2026-W41': { hash: stored!.data.weeks['2026-W41'].hash, by },
      },
    });
    expect(stored!.data.answeredAt).toBeInstanceOf(Date);
    expect(await read(`attestationLinks/${sha256(`confirm-stats\n${token}`)}`)).toBeUndefined();
    // Replayed, or the page opened again: the one message.
    expect(await answer({ token, answer: 'dispute', note: 'changed my mind' })).toEqual({ result: { status: 'unavailable', message: UNAVAILABLE } });
    expect(await answer({ token })).toEqual({ result: { status: 'unavailable', message: UNAVAILABLE } });
    expect((await requestsOf(p.uid))[0]!.data.status).toBe('confirmed');
  });

  it('keeps a dispute’s note for the player, up to the core’s 280 characters', async () => {
    const { player: p, token } = await mailed('ivy');
    const note = `Week 41 was 60 minutes. ${'😀'.repeat(256)}`;
    expect([...note]).toHaveLength(280);
    expect(await answer({ token, answer: 'dispute', note })).toEqual({ result: { status: 'disputed' } });
    expect((await requestsOf(p.uid))[0]!.data).toMatchObject({ status: 'disputed', disputeNote: note });
  });

  it('answers an unknown, malformed or expired token alike, revealing nothing', async () => {
    const same = { result: { status: 'unavailable', message: UNAVAILABLE } };
    expect(await answer({ token: 'ab'.repeat(32) })).toEqual(same);
    expect(await answer({ token: '../attestations' })).toEqual(same);
    expect(await answer({})).toEqual(same);
    // An expired request: stored as the function stores one, 14 days and a moment ago.
    const { player: p, token } = await mailed('uma');
    const [stored] = await requestsOf(p.uid);
    await write(`attestations/${stored!.id}`, { ...stored!.data, expiresAtMs: Date.now() - 1 } as Fields);
    expect(await answer({ token, answer: 'confirm' })).toEqual(same);
    expect((await requestsOf(p.uid))[0]!.data.status).toBe('sent');
  });
});

describe('an edit of a week', () => {
  const answer = (data: unknown) => callable('answerConfirmation', data);
  const requestOf = async (uid: string) => (await requestsOf(uid))[0]!.data;
  const until = (what: string, uid: string, holds: (r: Record<string, any>) => boolean) =>
    waitFor(what, async () => {
      const r = await requestOf(uid);
      return holds(r) ? r : undefined;
    }, 20_000);

  async function asked(tag: string): Promise<{ player: Session; token: string }> {
    const p = await player(tag);
    const email = address(`${tag}-coach`);
    expect(await ask(p, { form: form(email), weeks: ['2026-W40', '2026-W41'] })).toEqual(SENT);
    const [mail] = await mailsTo(email);
    return { player: p, token: tokenIn(mail!.data.message.text as string)! };
  }

  it('voids only the edited week of a confirmation, and the confirmation once every week is edited or deleted', async () => {
    const { player: p, token } = await asked('zoe');
    expect(await answer({ token, answer: 'confirm' })).toEqual({ result: { status: 'confirmed' } });
    // The same figures saved again (a note added): nothing is voided.
    await write(`players/${p.uid}/weeklyStats/2026-W41`, { week: '2026-W41', matches: 1, starts: 1, minutes: 72, goals: 1, note: 'Cup', updatedAt: new Date() });
    await write(`players/${p.uid}/weeklyStats/2026-W40`, { week: '2026-W40', matches: 1, starts: 1, minutes: 60, goals: 1, updatedAt: new Date() });
    const { value: edited } = await until('week 40 voided', p.uid, (r) => Array.isArray(r.voidedWeeks));
    expect(edited).toMatchObject({ status: 'confirmed', voidedWeeks: ['2026-W40'] });
    // The CV's record keeps the week whose figures hold, and drops the edited one.
    const record = `players/${p.uid}/confirmedWeeks/2026`;
    expect(Object.keys(((await read(record))?.weeks ?? {}) as object)).toEqual(['2026-W41']);
    await remove(`players/${p.uid}/weeklyStats/2026-W41`);
    const { value: gone } = await until('the whole confirmation voided', p.uid, (r) => r.status === 'voided');
    expect(gone.voidedWeeks).toEqual(['2026-W40', '2026-W41']);
    expect((await read(record))?.weeks).toEqual({});
  });

  it('voids an open request whole: its link then shows nothing', async () => {
    const { player: p, token } = await asked('amy');
    await write(`players/${p.uid}/weeklyStats/2026-W41`, { week: '2026-W41', matches: 1, starts: 1, minutes: 90, goals: 3, updatedAt: new Date() });
    await until('the open request voided', p.uid, (r) => r.status === 'voided');
    expect((await answer({ token, answer: 'confirm' })).result?.status).toBe('unavailable');
  });
});

describe('a request to confirm the measured tests', () => {
  const answer = (data: unknown) => callable('answerConfirmation', data);
  const stats = (sprint: number) => ({
    tests: { sprint10m: { value: sprint, measuredOn: '2026-09-14' }, cmj: { value: 41, measuredOn: '2026-09-14' } },
    updatedAt: new Date(),
  });

  it('snapshots the tests with their days, publishes them on confirmation, and a new result or a deletion voids them', async () => {
    const p = await player('tia');
    const email = address('tia-coach');
    // Nothing measured yet: refused at the field, nothing mailed.
    const none = await ask(p, { form: form(email), tests: true });
    expect(none.error?.details?.errors).toContainEqual(expect.objectContaining({ field: 'tests', code: 'missing' }));
    await put(`playerStats/${p.uid}`, stats(1.72));
    expect(await ask(p, { form: form(email), tests: true })).toEqual(SENT);
    const [mail] = await mailsTo(email);
    expect(mail!.data.message.text).toContain('confirm their measured physical tests (10 m sprint, Countermovement jump)');
    const token = tokenIn(mail!.data.message.text as string)!;
    const shown = await answer({ token });
    expect(shown.result?.request).toMatchObject({ covers: 'tests', subjectLabel: 'Figures', subject: 'Measured physical tests' });
    expect(shown.result!.request.groups[0].figures.map((f: { text: string }) => f.text)).toEqual([
      '1.72 s, measured on 14 September 2026',
      '41.0 cm, measured on 14 September 2026',
    ]);
    expect(await answer({ token, answer: 'confirm' })).toEqual({ result: { status: 'confirmed' } });
    const recordPath = `players/${p.uid}/confirmedTests/measured`;
    const record = (await read(recordPath)) as { tests: Record<string, { by: string }> };
    expect(Object.keys(record.tests)).toEqual(['cmj', 'sprint10m']);
    expect(record.tests.sprint10m!.by).toBe('Jan Novák (coach, FC Example)');

    await write(`playerStats/${p.uid}`, stats(1.69) as Fields);
    const { value: voided } = await waitFor(
      'the new sprint voided',
      async () => {
        const [r] = await requestsOf(p.uid);
        return Array.isArray(r?.data.voidedTests) ? r!.data : undefined;
      },
      20_000,
    );
    expect(voided).toMatchObject({ status: 'confirmed', voidedTests: ['sprint10m'] });
    expect(Object.keys(((await read(recordPath)) as { tests: object }).tests)).toEqual(['cmj']);

    // The stats deleted: every test is voided, the confirmation with them, and the record keeps none.
    await remove(`playerStats/${p.uid}`);
    const { value: gone } = await waitFor(
      'the whole confirmation voided',
      async () => {
        const [r] = await requestsOf(p.uid);
        return r?.data.status === 'voided' ? r.data : undefined;
      },
      20_000,
    );
    expect(gone.voidedTests).toEqual(['cmj', 'sprint10m']);
    expect((await read(recordPath))?.tests).toEqual({});
  });
});

describe("the player's own requests", () => {
  const mine = (who: { headers: Record<string, string> }, data: unknown = {}) => callable('myConfirmationRequests', data, who.headers);

  it('lists them newest first with where each stands, and withdraws an open one for its player alone', async () => {
    const rex = await player('rex');
    const first = address('rex-coach');
    const second = address('rex-academy');
    expect(await ask(rex, { form: form(first), weeks: ['2026-W40'] })).toEqual(SENT);
    expect(await ask(rex, { form: form(second, { officialName: 'Eva Malá', role: 'academy' }), weeks: ['2026-W41'] })).toEqual(SENT);
    const listed = (await mine(rex)).result!.requests as Array<Record<string, any>>;
    expect(listed.map((r) => r.official.email)).toEqual([second, first]);
    expect(listed[0]).toMatchObject({
      status: 'sent',
      statusLabel: 'Sent',
      kind: 'weeks',
      subject: '2026/27',
      title: '2026/27: 1 week',
      items: [{ id: '2026-W41', label: 'Week 41 · 5–11 Oct 2026', voided: false }],
      official: { name: 'Eva Malá', role: 'academy staff', club: 'FC Example' },
      note: 'The cup games',
      canWithdraw: true,
    });
    expect(listed[0]!.statusText).toMatch(/^Waiting for Eva Malá's answer until \d+ \w+ \d{4}\.$/);

    // Someone else cannot withdraw it; its player can, once.
    const other = await player('sam');
    expect((await mine(other, { withdraw: listed[0]!.id })).result!.requests).toEqual([]);
    expect((await requestsOf(rex.uid)).find((r) => r.id === listed[0]!.id)!.data.status).toBe('sent');
    const after = (await mine(rex, { withdraw: listed[0]!.id })).result!.requests as Array<Record<string, any>>;
    expect(after[0]).toMatchObject({ status: 'withdrawn', statusText: 'You withdrew this request.', canWithdraw: false });
    expect(after[1]).toMatchObject({ status: 'sent', canWithdraw: true });
    // Its link shows nothing now.
    const [mail] = await mailsTo(second);
    const token = tokenIn(mail!.data.message.text as string)!;
    expect((await callable('answerConfirmation', { token })).result?.status).toBe('unavailable');
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await mine({ headers: {} })).error?.status).toBe('UNAUTHENTICATED');
  });
});
