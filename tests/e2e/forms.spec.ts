// The open forms end to end, through the Cloud Functions on the emulator (functions/src/forms.js): the contact form
// (/contact-us: the core's checks with field messages, a valid message stored, the rate limit's message) and the
// newsletter's double opt-in (the footer's sign-up queues a mail, whose link confirms the subscription once). What
// the functions store is read back as the admin: no client may read these collections. The footer form's own checks
// are covered by nav-footer.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DATABASE_ID, listDocuments, PROJECT_ID, readDocument, Timestamp, uniqueEmail } from './support/emulators';
import { label } from './support/ui';
import { axeViolations } from './support/axe';

/** Deletes the forms' rate-limit counters (as the admin), so later journeys on these emulators start from none. */
async function clearRateLimits(): Promise<void> {
  for (const { id } of await listDocuments('rateLimits')) {
    const url = `http://127.0.0.1:8080/v1/projects/${PROJECT_ID}/databases/${DATABASE_ID}/documents/rateLimits/${id}`;
    await fetch(url, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  }
}

function contactForm(page: Page) {
  const form = page.getByRole('form', { name: 'Contact SKORA' });
  return {
    form,
    name: form.getByLabel(label('Your name')),
    email: form.getByLabel(label('Email')),
    topic: form.getByLabel(label('Topic')),
    message: form.getByLabel(label('Message')),
    send: form.getByRole('button', { name: 'Send message' }),
  };
}

/** The stored contact messages sent from `email`, polled briefly (the write may still be in flight). */
async function storedFrom(email: string): Promise<Array<Record<string, unknown>>> {
  const all = await listDocuments('contactMessages');
  return all.map((doc) => doc.data).filter((data) => data.email === email);
}

test('a valid message is stored once, and the thank-you panel replaces the form', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/contact-us');
  const f = contactForm(page);
  // Typed loosely on purpose: the core trims the name, lower-cases the address and normalises line breaks.
  await f.name.fill('  Ana Silva  ');
  await f.email.fill(`  ${email.toUpperCase()} `);
  await f.topic.selectOption({ label: 'Clubs and scouts' });
  await f.message.fill('Hello, I scout for CD Leganés.\nHow do I contact a player under 16?');
  await f.send.click();

  const thanks = page.getByRole('heading', { level: 2, name: 'Thank you, your message is on its way' });
  // After a callable, which the Functions emulator may answer slowly while the machine is busy.
  await expect(thanks).toBeVisible({ timeout: 30_000 });
  await expect(thanks).toBeFocused();
  const panel = page.getByRole('region', { name: 'Thank you, your message is on its way' });
  await expect(panel).toContainText('about Clubs and scouts');
  await expect(panel).toContainText(`by email to ${email}`);
  await expect(f.form).toHaveCount(0);

  await expect.poll(async () => (await storedFrom(email)).length).toBe(1);
  const [stored] = await storedFrom(email);
  expect(stored).toMatchObject({
    name: 'Ana Silva',
    email,
    topic: 'clubs-and-scouts',
    message: 'Hello, I scout for CD Leganés.\nHow do I contact a player under 16?',
  });
  // Server time, not the browser's clock; no uid for a signed-out sender.
  expect(stored!.createdAt).toBeInstanceOf(Timestamp);
  expect(Math.abs(Date.parse((stored!.createdAt as Timestamp).iso) - Date.now())).toBeLessThan(5 * 60_000);
  expect(stored).not.toHaveProperty('uid');

  // "Send another message" brings back an empty form with the focus in it.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(f.name).toBeFocused();
  await expect(f.email).toHaveValue('');
  await expect(f.message).toHaveValue('');
});

test('an invalid message gets a message under each wrong field, keeps what was typed, and stores nothing', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await page.goto('/contact-us');
  const f = contactForm(page);

  // Everything empty: one message per required field.
  await f.send.click();
  await expect(f.form.getByRole('alert')).toHaveText([
    'Please enter your name.',
    'Please enter your email address.',
    'Please choose a topic.',
    'Please write your message.',
  ]);
  for (const field of [f.name, f.email, f.topic, f.message]) await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A bad address and a too-short message; the good fields clear their messages.
  const badEmail = email.replace('@', ' at ');
  await f.name.fill('Ana Silva');
  await f.email.fill(badEmail);
  await f.topic.selectOption('billing');
  await f.message.fill('Help me');
  await f.send.click();
  await expect(f.form.getByRole('alert')).toHaveText([
    'Please enter a valid email address.',
    'Please write at least 10 characters so we can help.',
  ]);
  await expect(f.name).toHaveAttribute('aria-invalid', 'false');
  await expect(f.email).toHaveAttribute('aria-invalid', 'true');
  // The messages are tied to their fields for assistive technology.
  await expect(f.email).toHaveAccessibleDescription(/We answer to this address\.\s*Please enter a valid email address\./);

  // Nothing typed is lost.
  await expect(f.name).toHaveValue('Ana Silva');
  await expect(f.email).toHaveValue(badEmail);
  await expect(f.topic).toHaveValue('billing');
  await expect(f.message).toHaveValue('Help me');
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toHaveCount(0);

  // Fixed, it goes through: the stored message is the corrected one, and only that one.
  await f.email.fill(email);
  await f.message.fill('Help me understand the yearly invoice, please.');
  await f.send.click();
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toBeVisible();
  await expect.poll(async () => (await storedFrom(email)).map((m) => m.message)).toEqual([
    'Help me understand the yearly invoice, please.',
  ]);
});

test('the contact form says when its sender has sent too many messages, and keeps the message', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  // The limit counts the caller, never the address typed: this test's browser gets a client address of its own (the
  // function takes the last X-Forwarded-For entry), so the other journeys' messages do not count with it.
  const caller = `e2e-${testInfo.testId}-${Date.now()}`;
  await page.route(/\/sendContactMessage$/, (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': caller } }),
  );
  // The core's limit for a signed-out caller, spent from that client with other addresses: 20 messages an hour.
  const text = 'Hello, I would like to know more about the club partnership.';
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`http://127.0.0.1:5001/${PROJECT_ID}/us-central1/sendContactMessage`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': caller },
      body: JSON.stringify({ data: { name: 'Ana Silva', email: `other-${i}-${email}`, topic: 'press', message: `${text} (${i})` } }),
    });
    expect(response.status).toBe(200);
  }
  await page.goto('/contact-us');
  const f = contactForm(page);
  await f.name.fill('Ana Silva');
  await f.email.fill(email);
  await f.topic.selectOption('press');
  await f.message.fill(`${text} (mine)`);
  await f.send.click();
  // Beside the Send button, where it stays (its toast closes after a moment).
  await expect(
    page.getByRole('form', { name: 'Contact SKORA' }).getByRole('alert').filter({
      hasText: 'You have sent several messages in a short time. Please wait an hour and try again. Your message is still here.',
    }),
  ).toBeVisible();
  // Nothing typed is lost, and the message was not stored.
  await expect(f.message).toHaveValue(`${text} (mine)`);
  await expect(f.email).toHaveValue(email);
  await expect(page.getByRole('heading', { name: 'Thank you, your message is on its way' })).toHaveCount(0);
  expect(await storedFrom(email)).toEqual([]);
  await clearRateLimits();
});

test.describe('newsletter', () => {
// axe is injected as an inline script, which the site's Content-Security-Policy refuses.
test.use({ bypassCSP: true });
test('the newsletter is double opt-in: the mailed link confirms the subscription, once', async ({ page }, testInfo) => {
  const address = uniqueEmail(testInfo);
  await page.goto('/contact-us');
  const footer = page.getByRole('contentinfo');
  await footer.getByLabel('Get the SKORA newsletter').fill(address);
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  // Under the form, where it stays (its toast closes after a moment), announced there as a status. The callable's
  // first call may start its worker in the Functions emulator: on a busy 2-core machine that alone can take seconds.
  await expect(footer.getByText(`Check your inbox to confirm: if ${address} is not subscribed yet`)).toBeVisible({ timeout: 30_000 });
  await expect(footer.locator('form.newsletter').getByRole('status')).toContainText(`if ${address} is not subscribed yet`);
  expect(await axeViolations(page, 'footer')).toEqual([]);
  // Not subscribed yet: a pending sign-up and a queued mail (the Trigger Email extension's shape).
  expect(await readDocument(`newsletterSubscriptions/${address}`)).toBeNull();
  const mailTo = async () => (await listDocuments('mail')).filter((m) => m.data.to === address);
  await expect.poll(async () => (await mailTo()).length).toBe(1);
  const [mail] = await mailTo();
  const message = mail!.data.message as { subject: string; text: string; html: string };
  expect(message.subject).toBe('Confirm your SKORA newsletter subscription');
  const link = /https?:\/\/\S+\/newsletter\/confirm\?token=[0-9a-f]{64}/.exec(message.text)?.[0];
  expect(link, message.text).toBeTruthy();
  expect(message.html).toContain(`href="${link}"`);

  // The link, opened on this site (the mail names the production origin).
  const { pathname, search } = new URL(link!);
  await page.goto(pathname + search);
  // The page asks the confirmNewsletter function, whose first call starts its worker in the Functions emulator: on a
  // busy 2-core machine that alone has taken more than the usual 7 s.
  await expect(page.getByRole('heading', { name: "You're subscribed" })).toBeVisible({ timeout: 20_000 });
  await expect.poll(async () => (await readDocument(`newsletterSubscriptions/${address}`))?.email).toBe(address);

  // A link works once.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await clearRateLimits();
});
});
