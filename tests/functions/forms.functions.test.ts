// The open forms' functions (functions/src/forms.js) on the Functions emulator (issue 10 points 3 and 4): the
// newsletter's double opt-in (a pending subscription and a queued mail, the same answer for every address, a
// single-use link) and the contact messages (checked and sanitized by the core), both rate limited per client and
// per address. Each test uses addresses of its own; the rate-limit counters are cleared around every test, so the
// journeys that run next on the same emulators start from none.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callable, clear, list } from './support/callable';
import { read, write } from './support/firestore-rest';

const run = Date.now().toString(36);
let n = 0;
const address = (tag: string) => `fn-${run}-${tag}-${n++}@example.com`;
/** A client of the test's own (the functions take the last X-Forwarded-For entry as the client). */
const client = (tag: string) => ({ 'X-Forwarded-For': `198.51.100.7, fn-${run}-${tag}` });

const mailsTo = async (email: string) => (await list('mail')).filter((m) => m.data.to === email);
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
    const answer = await callable('subscribeNewsletter', { email: `  ${email.toUpperCase()} `, source: 'footer' }, client('new'));
    expect(answer).toEqual({ result: { status: 'check-inbox' } });

    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!.data;
    expect(Object.keys(mail).sort()).toEqual(['message', 'to']);
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

  it('refuses the 4th sign-up of one address in a day, from any client', async () => {
    const email = address('flood');
    for (let i = 0; i < 3; i++) {
      expect(await callable('subscribeNewsletter', { email }, client(`flood-${i}`))).toEqual({ result: { status: 'check-inbox' } });
    }
    const refused = await callable('subscribeNewsletter', { email }, client('flood-x'));
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(refused.error?.message).toMatch(/wait/);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('refuses the 21st sign-up of one client in an hour; another client still passes', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await callable('subscribeNewsletter', { email: address('burst') }, client('burst'))).result).toBeDefined();
    }
    const refused = await callable('subscribeNewsletter', { email: address('burst') }, client('burst'));
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect((await callable('subscribeNewsletter', { email: address('calm') }, client('calm'))).result).toEqual({ status: 'check-inbox' });
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
    // Counted once: two more messages from the address still pass (3 per hour).
    for (let i = 0; i < 2; i++) {
      expect((await callable('sendContactMessage', message(email), client('retry'))).result).toEqual({ status: 'sent' });
    }
    const bad = await callable('sendContactMessage', { ...message(email), id: '../mail/x' }, client('retry'));
    expect(bad.error?.status).toBe('INVALID_ARGUMENT');
    expect(bad.error?.details?.errors?.map((e: { field: string }) => e.field)).toEqual(['id']);
  });

  it('refuses the 4th message from one address in an hour', async () => {
    const email = address('contact-flood');
    for (let i = 0; i < 3; i++) {
      expect(await callable('sendContactMessage', message(email), client(`cflood-${i}`))).toEqual({ result: { status: 'sent' } });
    }
    const refused = await callable('sendContactMessage', message(email), client('cflood-x'));
    expect(refused.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(await storedFrom(email)).toHaveLength(3);
  });
});
