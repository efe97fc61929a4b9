// Contact with consent: a scout asks to contact a player from the CV; the player answers in their inbox (a count in
// the menu bar), and only on acceptance do both see each other's e-mail. A message asking for money shows the player a
// warning; a blocked scout's next request is answered "sent" and stored nowhere. For a player under 16 the request
// goes to the guardian's mail, whose one-time link accepts it.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import {
  createPlayer,
  createVerifiedUser,
  listDocuments,
  readDocument,
  Timestamp,
  uniqueEmail,
  writeDocument,
  type TestUser,
} from './support/emulators';
import { openReady as open, pageFor } from './support/pages';
import { expect, test } from './support/test';
import { label } from './support/ui';

// axe is injected as an inline script, which the site's Content-Security-Policy refuses.
test.use({ bypassCSP: true });

const bornYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};

/** How long a callable's answer may take: the Functions emulator may first start a worker on a busy machine. */
const CALLABLE_MS = 30_000;


/**
 * Waits for the player's index entry: a CV link answers 404 until the functions have indexed the player (the page then
 * says "not found" rather than waiting), which takes a moment on a busy machine.
 */
async function indexed(uid: string) {
  await expect.poll(async () => readDocument(`playerIndex/${uid}`), { timeout: 30_000 }).not.toBeNull();
}

async function scoutWithProfile(email: string, name: string, organisation: string): Promise<TestUser> {
  const scout = await createVerifiedUser(email, name);
  await writeDocument(`scouts/${scout.uid}`, { name, role: 'club', organisation, country: 'PT', updatedAt: Timestamp.now() });
  return scout;
}

/** Sends a request from the CV page of `player`, named `name`. */
async function ask(page: Page, player: string, name: string, message: string) {
  await open(page, `/p/${player}`);
  await page.getByRole('button', { name: `Ask to contact ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Ask to contact ${name}` });
  await dialog.getByLabel(label('Your message')).fill(message);
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText(/^Sent\./)).toBeVisible({ timeout: CALLABLE_MS });
  return dialog;
}

test('an adult accepts a request and both see the e-mails; a fee warning; a blocked scout is told "sent" and nothing is stored', async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = String.fromCharCode(97 + testInfo.retry);
  const name = `Inês Moura${tag}`;
  const player = await createPlayer(uniqueEmail(testInfo, 'player'), {
    doc: { firstName: 'Inês', lastName: `Moura${tag}`, dateOfBirth: bornYearsAgo(20), contactEmail: `ines.${tag}@example.com`, showContactEmail: false },
  });
  await indexed(player.uid);
  const scout = await scoutWithProfile(uniqueEmail(testInfo, 'scout'), 'Marta Ruiz', 'FC Norte');
  const faker = await scoutWithProfile(uniqueEmail(testInfo, 'faker'), 'Rick Fee', 'Global Stars Agency');

  // The scout asks from the CV, by keyboard-reachable controls; the dialog passes axe.
  const scoutPage = await pageFor(browser, scout);
  const dialog = await ask(scoutPage, player.uid, name, 'Hello Inês, I recruit for FC Norte. Could we talk about a trial in March?');
  expect(await axeViolations(scoutPage, '[role="dialog"]')).toEqual([]);
  expect(await readDocument(`users/${player.uid}/inbox/${scout.uid}`)).toMatchObject({ status: 'pending', name: 'Marta Ruiz', guardian: false });
  // Nothing reaches the scout before acceptance: no contact.
  expect(await readDocument(`users/${scout.uid}/contacts/${player.uid}`)).toBeNull();
  await dialog.getByRole('button', { name: 'Done' }).click();

  const fakerPage = await pageFor(browser, faker);
  await ask(fakerPage, player.uid, name, 'To join the trial there is a trial fee of 300 euros, paid by wire transfer.');

  // The player's inbox: a count in the menu bar, both requests, the warning on the one asking for money.
  const playerPage = await pageFor(browser, player);
  await open(playerPage, '/');
  const inboxLink = playerPage.getByRole('link', { name: 'Inbox, 2 new requests' });
  await inboxLink.click();
  await expect(playerPage).toHaveURL('/inbox');
  const fromScout = playerPage.getByRole('article', { name: 'Marta Ruiz' });
  const fromFaker = playerPage.getByRole('article', { name: 'Rick Fee' });
  await expect(fromFaker.getByRole('note')).toContainText('a fee or a payment and a bank transfer');
  await expect(fromScout.getByRole('note')).toHaveCount(0);
  await expect(fromScout).not.toContainText('@');
  expect(await axeViolations(playerPage, 'main')).toEqual([]);

  await fromScout.getByRole('button', { name: 'Accept' }).click();
  await expect(fromScout.getByText(/^Accepted: Marta Ruiz can see your e-mail/)).toBeVisible({ timeout: CALLABLE_MS });
  await expect(fromScout.getByRole('link', { name: scout.email })).toBeVisible();

  await fromFaker.getByRole('button', { name: 'Block' }).click();
  await playerPage.getByRole('alertdialog', { name: 'Block Rick Fee?' }).getByRole('button', { name: 'Block' }).click();
  await expect(fromFaker.getByText('Blocked: Rick Fee cannot ask you again.')).toBeVisible({ timeout: CALLABLE_MS });
  await expect(fromFaker.getByRole('button', { name: 'Unblock' })).toBeVisible();

  // The scout now finds the player's e-mail in their inbox.
  await open(scoutPage, '/inbox');
  const contact = scoutPage.getByRole('article', { name });
  await expect(contact.getByRole('link', { name: `ines.${tag}@example.com` })).toBeVisible();
  expect(await axeViolations(scoutPage, 'main')).toEqual([]);

  // The blocked scout asks again: told "sent", and nothing changes.
  await ask(fakerPage, player.uid, name, 'Hello again, this is a completely different message now.');
  expect(await readDocument(`users/${player.uid}/inbox/${faker.uid}`)).toMatchObject({
    status: 'blocked',
    message: 'To join the trial there is a trial fee of 300 euros, paid by wire transfer.',
  });
  expect(await readDocument(`users/${faker.uid}/contacts/${player.uid}`)).toBeNull();

  // The player's own page counts who asked this month, without a name.
  await open(playerPage, '/profile/myprofile');
  const interest = playerPage.getByRole('region', { name: 'Scouts’ interest' });
  await expect(interest).toContainText('2 scouts asked to contact you', { timeout: 15_000 });
  await expect(interest).not.toContainText('Marta');
  for (const p of [scoutPage, fakerPage, playerPage]) await p.context().close();
});

test("a request to a player under 16 goes to the guardian's mail, whose one-time link accepts it", async ({ browser }, testInfo) => {
  test.setTimeout(120_000);
  const tag = String.fromCharCode(97 + testInfo.retry);
  const name = `Tiago Reis${tag}`;
  const guardianEmail = `guardian.${tag}.${Date.now().toString(36)}@example.com`;
  const player = await createPlayer(uniqueEmail(testInfo, 'child'), {
    doc: { firstName: 'Tiago', lastName: `Reis${tag}`, dateOfBirth: bornYearsAgo(13), guardianEmail },
  });
  expect(await readDocument(`players/${player.uid}/private/details`)).toMatchObject({ guardianEmail });
  await indexed(player.uid);
  const scout = await scoutWithProfile(uniqueEmail(testInfo, 'scout'), 'Ana Costa', 'Academia Sul');

  const scoutPage = await pageFor(browser, scout);
  await ask(scoutPage, player.uid, name, 'Hello, our academy would like to invite Tiago to a training day.');
  expect(await readDocument(`users/${player.uid}/inbox/${scout.uid}`)).toMatchObject({ status: 'pending', guardian: true });

  const mail = (await listDocuments('mail')).find((m) => m.data.to === guardianEmail);
  const text = String((mail?.data.message as { text?: string } | undefined)?.text ?? '');
  const token = /\/guardian\?token=([0-9a-f]{64})/.exec(text)?.[1];
  expect(token, 'the guardian got a link').toBeTruthy();

  // The player sees the request waiting for the guardian, and cannot accept it.
  const playerPage = await pageFor(browser, player);
  await open(playerPage, '/inbox');
  const request = playerPage.getByRole('article', { name: 'Ana Costa' });
  await expect(request.getByText(/^Waiting for your parent or guardian/)).toBeVisible();
  await expect(request.getByRole('button', { name: 'Accept' })).toHaveCount(0);

  // The guardian, signed out, opens the link and accepts.
  const guardianPage = await pageFor(browser, null);
  await open(guardianPage, `/guardian?token=${token}`);
  await expect(guardianPage.getByRole('heading', { name: 'Ana Costa asks to contact Tiago' })).toBeVisible({ timeout: CALLABLE_MS });
  expect(await axeViolations(guardianPage, 'main')).toEqual([]);
  await guardianPage.getByRole('button', { name: 'Accept' }).click();
  await expect(guardianPage.getByRole('heading', { name: 'Accepted' })).toBeVisible({ timeout: CALLABLE_MS });
  await expect(guardianPage.getByRole('link', { name: scout.email })).toBeVisible();
  expect(await readDocument(`users/${scout.uid}/contacts/${player.uid}`)).toMatchObject({ email: guardianEmail, viaGuardian: true });

  // The player sees the outcome; the link works once.
  await playerPage.reload();
  await expect(request.getByText(/^Your parent or guardian accepted/)).toBeVisible();
  await open(guardianPage, `/guardian?token=${token}`);
  await expect(guardianPage.getByRole('heading', { name: 'This link no longer works' })).toBeVisible({ timeout: CALLABLE_MS });
  for (const p of [scoutPage, playerPage, guardianPage]) await p.context().close();
});
