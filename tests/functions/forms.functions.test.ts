// The open forms' functions (functions/src/forms.js) on the Functions emulator: the newsletter's double opt-in (a
// pending subscription and a queued mail, the same answer for every address and every limit, a single-use link, at
// most the limit's mails for one inbox however its address is spelled) and the contact messages (checked and
// sanitized by the core, limited per caller, never per typed address). Each test uses addresses of its own; the
// rate-limit counters are cleared around every test, so the journeys that run next on the same emulators start from
// none.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callable, callableRaw, clear, list, signedIn } from './support/callable';
import { read, write } from './support/firestore-rest';
import { expectKept30Days } from './support/mail';

const run = Date.now().toString(36);
let n = 0;
const address = (tag: string) => `fn-${run}-${tag}-${n++}@example.com`;
/** A client of the test's own (the functions take the last X-Forwarded-For entry as the client). */
const client = (tag: string) => ({ 'X-Forwarded-For': `198.51.100.7, fn-${run}-${tag}` });

const mailsTo = async (email: string) => (await list('mail')).filter((m) => m.data.to === email);
/** Every mail queued to an address that names `victim`'s local part (a spelling, a list, a tag of it). */
const mailsNaming = async (victim: string) =>
  (await list('mail')).filter((m) => String(m.data.to).replace(/\./g, '').includes(victim.split('@')[0]!.replace(/\./g, '')));
const SUCCESS = { result: { status: 'check-inbox' } };
const pendingFor = async (email: string) => (await list('newsletterPending')).filter((p) => p.data.email === email);
const tokenIn = (text: string) => /\/newsletter\/confirm\?token=([0-9a-f]+)/.exec(text)?.[1];

beforeEach(async () => {
  await clear('rateLimits');
});
afterAll(async () => {
  await clear('rateLimits');
});

describe('subscribeNewsletter', () => {
  it('records a pending subscription and queues the confirmation mail (Trigger Email shape)', async () => {
    const email = address('new');
    const sent = Date.now();
    const answer = await callable('subscribeNewsletter', { email: `  ${email.toUpperCase()} `, source: 'footer' }, client('new'));
    expect(answer).toEqual({ result: { status: 'check-inbox' } });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.data;
    expect(Object.keys(mail).sort()).toEqual(['expiresAt', 'message', 'to']);
    expectKept30Days(mail, sent);
    expect(Object.keys(mail.message).sort()).toEqual(['html', 'subject', 'text']);
    const token = tokenIn(mail.message.text);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(mail.message.html).toContain(`/newsletter/confirm?token=${token}`);

    const pending = await pendingFor(email);
    expect(pending).toHaveLength(1);
    // Stored hashed: neither the id nor any field holds the token.
    expect(pending[0]!.id).not.toBe(token);
    expect(JSON.stringify(pending[0]!.data)).not.toContain(token!);
    expect(pending[0]!.data.expiresAt.getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    // Not subscribed until the link is followed.
    expect(await read(`newsletterSubscriptions/${email}`)).toBeUndefined();
  });

  it('answers a subscribed address exactly like a new one, and sends it nothing', async () => {
    const known = address('known');
    await write(`newsletterSubscriptions/${known}`, { email: known, source: 'footer', createdAt: new Date() });
    const fresh = address('fresh');
    const forKnown = await callable('subscribeNewsletter', { email: known }, client('known'));
    const forFresh = await callable('subscribeNewsletter', { email: fresh }, client('known'));
    expect(forKnown).toEqual(forFresh);
    expect(await mailsTo(known)).toHaveLength(0);
    expect(await pendingFor(known)).toHaveLength(0);
    expect(await mailsTo(fresh)).toHaveLength(1);
  });

  it("refuses an invalid address with the core's message", async () => {
    const answer = await callable('subscribeNewsletter', { email: 'not-an-email' }, client('invalid'));
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.message).toBe('Please enter a valid email address.');
    expect(answer.error?.details?.errors?.[0]?.field).toBe('email');
  });

  it('answers a pending address like a new one and mails it once, from any client', async () => {
    const email = address('again');
    for (let i = 0; i < 4; i++) {
      expect(await callable('subscribeNewsletter', { email }, client(`again-${i}`))).toEqual(SUCCESS);
    }
    // The link of the first mail is in the inbox; a repeat sends no second one.
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses twelve `x{n},victim@example.com` sign-ups as invalid and queues nothing', async () => {
    const victim = `victim-${run}@example.com`;
    for (let i = 1; i <= 12; i++) {
      const answer = await callable('subscribeNewsletter', { email: `x${i},${victim}` }, client(`list-${i}`));
      expect(answer.error?.status).toBe('INVALID_ARGUMENT');
      expect(answer.error?.message).toBe('Please enter a valid email address: “,” cannot be used before the “@”.');
      expect(answer.error?.details?.errors?.[0]?.field).toBe('email');
    }
    for (const hostile of [`x;${victim}`, `<${victim}>`, `"x"${victim}`, `x ${victim}`]) {
      expect((await callable('subscribeNewsletter', { email: hostile }, client('list-x'))).error?.status).toBe('INVALID_ARGUMENT');
    }
    expect(await mailsNaming(victim)).toEqual([]);
    expect((await list('newsletterPending')).filter((p) => String(p.data.email).includes(victim))).toEqual([]);
  });

  it('queues at most the limit (3 a day) for one inbox, however its address is tagged, dotted or cased', async () => {
    const victim = `inbox${run}@example.com`;
    const [local, domain] = victim.split('@') as [string, string];
    const spellings = [
      ...Array.from({ length: 8 }, (_, i) => `${local}+${i}@${domain}`),
      `${local.slice(0, 2)}.${local.slice(2)}@${domain}`,
      `${local.slice(0, 3)}.${local.slice(3)}+x@${domain.toUpperCase()}`,
      victim.toUpperCase(),
      victim,
    ];
    for (const [i, email] of spellings.entries()) {
      // Each from a client of its own: many machines aiming at one inbox.
      expect(await callable('subscribeNewsletter', { email }, client(`inbox-${i}`))).toEqual(SUCCESS);
    }
    expect(await mailsNaming(victim)).toHaveLength(3);
  });

  it("answers the owner exactly like a success after a stranger spent the inbox's counter, and queues nothing", async () => {
    const owner = `owner${run}@example.com`;
    const [local, domain] = owner.split('@') as [string, string];
    for (let i = 1; i <= 3; i++) {
      expect(await callable('subscribeNewsletter', { email: `${local}+${i}@${domain}` }, client('stranger'))).toEqual(SUCCESS);
    }
    const before = (await mailsNaming(owner)).length;
    const forOwner = await callableRaw('subscribeNewsletter', { email: owner }, client('owner'));
    const forFresh = await callableRaw('subscribeNewsletter', { email: address('fresh-owner') }, client('owner-fresh'));
    // Byte for byte the success answer: no 'resource-exhausted', nothing that tells the two apart.
    expect(forOwner).toEqual(forFresh);
    expect(JSON.parse(forOwner.text)).toEqual(SUCCESS);
    expect(await mailsNaming(owner)).toHaveLength(before);
  });

  it('answers the owner like a success after a stranger named the address three times, with no resource-exhausted', async () => {
    const email = address('named');
    for (let i = 0; i < 3; i++) {
      expect(await callable('subscribeNewsletter', { email }, client('named-stranger'))).toEqual(SUCCESS);
    }
    const forOwner = await callableRaw('subscribeNewsletter', { email }, client('named-owner'));
    expect(forOwner.status).toBe(200);
    expect(JSON.parse(forOwner.text)).toEqual(SUCCESS);
    // The stranger's first request mailed the link to the owner's inbox; nothing was queued since.
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('answers the 21st sign-up of one client in an hour like a success and queues nothing; another client still passes', async () => {
    for (let i = 0; i < 20; i++) {
      expect(await callable('subscribeNewsletter', { email: address('burst') }, client('burst'))).toEqual(SUCCESS);
    }
    const last = address('burst');
    expect(await callable('subscribeNewsletter', { email: last }, client('burst'))).toEqual(SUCCESS);
    expect(await mailsTo(last)).toHaveLength(0);
    const calm = address('calm');
    expect(await callable('subscribeNewsletter', { email: calm }, client('calm'))).toEqual(SUCCESS);
    expect(await mailsTo(calm)).toHaveLength(1);
  });
});

describe('confirmNewsletter', () => {
  async function signUp(tag: string) {
    const email = address(tag);
    await callable('subscribeNewsletter', { email }, client(tag));
    const [mail] = await mailsTo(email);
    return { email, token: tokenIn(mail?.data.message.text ?? '') ?? '' };
  }

  it('confirms with the mailed token once; the second use is an invalid link', async () => {
    const { email, token } = await signUp('confirm');
    expect(await callable('confirmNewsletter', { token })).toEqual({ result: { status: 'confirmed' } });
    const subscription = await read(`newsletterSubscriptions/${email}`);
    expect(subscription?.email).toBe(email);
    expect(subscription?.source).toBe('footer');
    expect(await pendingFor(email)).toHaveLength(0);
    expect(await callable('confirmNewsletter', { token })).toEqual({ result: { status: 'invalid-link' } });
  });

  it('refuses an expired token, an unknown token and garbage alike', async () => {
    const { email, token } = await signUp('expired');
    const [pending] = await pendingFor(email);
    await write(`newsletterPending/${pending!.id}`, { ...pending!.data, expiresAt: new Date(Date.now() - 1000) });
    expect(await callable('confirmNewsletter', { token })).toEqual({ result: { status: 'invalid-link' } });
    expect(await read(`newsletterSubscriptions/${email}`)).toBeUndefined();
    for (const bad of ['0'.repeat(64), 'x', '../mail', 42, null]) {
      expect(await callable('confirmNewsletter', { token: bad })).toEqual({ result: { status: 'invalid-link' } });
    }
  });
});

describe('sendContactMessage', () => {
  const message = (email: string, overrides: Record<string, unknown> = {}) => ({
    name: 'Ana Silva',
    email,
    topic: 'clubs-and-scouts',
    message: 'I scout for CD Leganés and would like to contact two of your players.',
    ...overrides,
  });
  const storedFrom = async (email: string) => (await list('contactMessages')).filter((m) => m.data.email === email);

  it('stores the message as the core sanitizes it: no control or bidi characters', async () => {
    const email = address('contact');
    const answer = await callable(
      'sendContactMessage',
      message(email.toUpperCase(), { name: '\u202EAna Silva\u2066', message: 'Pay \u202E0001\u202C euros\u0007 to me, please.' }),
      client('contact'),
    );
    expect(answer).toEqual({ result: { status: 'sent' } });
    const stored = await storedFrom(email);
    expect(stored).toHaveLength(1);
    const data = stored[0]!.data;
    expect(data.name).toBe('Ana Silva');
    expect(data.message).toBe('Pay 0001 euros to me, please.');
    expect(data.createdAt).toBeInstanceOf(Date);
    // Deleted two years on by the time-to-live policy on expiresAt (the privacy policy says so).
    const kept = (data.expiresAt as Date).getTime() - (data.createdAt as Date).getTime();
    expect(Math.abs(kept - 730 * 24 * 60 * 60 * 1000)).toBeLessThan(60_000);
    expect(data).not.toHaveProperty('uid');
  });

  it("refuses an invalid sender address with the core's message", async () => {
    const answer = await callable('sendContactMessage', message('ana@example'), client('contact-invalid'));
    expect(answer.error?.status).toBe('INVALID_ARGUMENT');
    expect(answer.error?.details?.errors?.map((e: { field: string }) => e.field)).toEqual(['email']);
  });

  it('a retry with the same message id stores one message and counts once', async () => {
    const email = address('contact-retry');
    const id = `R${run}`.padEnd(20, '0').slice(0, 20);
    for (let i = 0; i < 3; i++) {
      expect(await callable('sendContactMessage', { ...message(email), id }, client('retry'))).toEqual({ result: { status: 'sent' } });
    }
    const stored = await storedFrom(email);
    expect(stored.map((m) => m.id)).toEqual([id]);
    // Counted once: more messages from the caller still pass.
    for (let i = 0; i < 2; i++) {
      expect((await callable('sendContactMessage', message(email), client('retry'))).result).toEqual({ status: 'sent' });
    }
    const bad = await callable('sendContactMessage', { ...message(email), id: '../mail/x' }, client('retry'));
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect(bad.error?.details?.errors?.map((e: { field: string }) => e.field)).toEqual(['id']);
  });

  it('counts the caller, not the typed address: two callers naming one address are limited apart', async () => {
    const victim = address('contact-victim');
    for (const caller of ['stranger', 'owner']) {
      for (let i = 0; i < 4; i++) {
        expect(await callable('sendContactMessage', message(victim), client(`cvictim-${caller}`))).toEqual({ result: { status: 'sent' } });
      }
    }
    expect(await storedFrom(victim)).toHaveLength(8);
  });

  it('counts one signed-in caller across every address it types, from any client (3 an hour)', async () => {
    const { headers } = await signedIn(address('contact-account'));
    const typed = [address('typed'), address('typed'), address('typed'), address('typed')];
    for (const [i, email] of typed.slice(0, 3).entries()) {
      expect(await callable('sendContactMessage', message(email), { ...headers, ...client(`caccount-${i}`) })).toEqual({ result: { status: 'sent' } });
    }
    const refused = await callable('sendContactMessage', message(typed[3]!), { ...headers, ...client('caccount-x') });
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.error?.message).toBe('You have sent several messages in a short time. Please wait an hour and try again.');
    expect(await storedFrom(typed[3]!)).toHaveLength(0);
    // Another caller typing the same address is not limited by it.
    expect(await callable('sendContactMessage', message(typed[3]!), client('caccount-other'))).toEqual({ result: { status: 'sent' } });
  });

  it('counts one signed-out caller (its client address) across every address it types (20 an hour)', async () => {
    for (let i = 0; i < 20; i++) {
      expect(await callable('sendContactMessage', message(address('cburst')), client('cburst'))).toEqual({ result: { status: 'sent' } });
    }
    const refused = await callable('sendContactMessage', message(address('cburst')), client('cburst'));
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await callable('sendContactMessage', message(address('ccalm')), client('ccalm'))).result).toEqual({ status: 'sent' });
  });
});
