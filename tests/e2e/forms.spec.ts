// The contact form (/contact-us) end to end: the core's checks with field messages, and a valid message stored in
// the Firestore emulator (read back as the admin: nobody may read contactMessages from a client).
// The newsletter form is covered by nav-footer.spec.ts.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { listDocuments, Timestamp, uniqueEmail } from './support/emulators';
import { label } from './support/ui';

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
  await expect(thanks).toBeVisible();
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
