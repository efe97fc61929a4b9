// The verification e-mail's link as it opens with the production setting (the project's action URL is the app's
// /auth-action): the emulator's link, with its mode, oobCode and continueUrl, on the app's own page. /auth-action
// forwards it to /email-verification?oobCode=…, which applies the code and brings the player back signed in and
// verified to their next step, or by way of the login page when opened signed out.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import {
  createPlayer,
  createUser,
  emailVerified,
  latestActionLink,
  PASSWORD,
  sendVerificationEmail,
  uniqueEmail,
} from './support/emulators';
import { greeting, label, submitLogin, submitSignup, toast } from './support/ui';

// axe-core is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

const VERIFIED = 'Your email is verified.';
const INVALID_LINK = 'This link is invalid or has already been used. Ask for a new one.';
const CV_EDITOR = '/settings/edit-profile';

/** No WCAG 2 A/AA violation on the page, on a phone's and on a laptop's viewport (which it stays on: the nav's greeting shows there). */
async function expectAccessible(page: Page): Promise<void> {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    await page.setViewportSize(viewport);
    expect(await axeViolations(page, 'body'), `${viewport.width}×${viewport.height}`).toEqual([]);
  }
}

/** The URLs the page's main frame goes through from now on (history navigations included). */
function visits(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/** That the link went through the verification page with its code, as /auth-action forwards it. */
function expectThroughVerificationPage(urls: string[], link: string): void {
  const code = new URL(link, 'http://x').searchParams.get('oobCode') ?? '';
  const through = urls.map((url) => new URL(url)).filter((url) => url.pathname === '/email-verification');
  expect(through.map((url) => url.search)).toContain(`?oobCode=${encodeURIComponent(code)}`);
}

/** Creates an account through the sign-up form: the player is then signed in, unverified, on the verification page. */
async function signUp(page: Page, email: string, firstName: string, lastName: string): Promise<void> {
  await submitSignup(page, { firstName, lastName, email, password: PASSWORD });
  await expect(page).toHaveURL('/email-verification');
  await expect(greeting(page)).toHaveText(`Hi, ${firstName} ${lastName}`);
}

test('the link brings a signed-in player back verified to the CV editor, where the CV saves', async ({ page, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email, 'Ana', 'Linkova');
  await expectAccessible(page);

  const link = await latestActionLink(email, 'VERIFY_EMAIL');
  // The e-mail names the next step on the app's own origin.
  expect(new URL(link, baseURL).searchParams.get('continueUrl')).toBe(`${baseURL}${CV_EDITOR}`);
  // The toast closes after a moment: watch for it from before the navigation.
  const verified = toast(page, VERIFIED).waitFor({ state: 'visible', timeout: 15_000 });
  const urls = visits(page);
  await page.goto(link);
  await expect(page).toHaveURL(CV_EDITOR, { timeout: 10_000 });
  await verified;
  expectThroughVerificationPage(urls, link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit your CV');
  await expect(greeting(page)).toHaveText('Hi, Ana Linkova');
  await expect(toast(page, 'You are already signed in.')).toHaveCount(0);

  // Verified in the session and in the ID token the rules read: the CV, which only a verified account may write, saves.
  await page.getByLabel(label('First name')).fill('Ana');
  await page.getByLabel(label('Last name')).fill('Linkova');
  await page.getByLabel(label('Date of birth')).fill('2007-04-02');
  await page.getByLabel(label('Nationality')).selectOption('PT');
  await page.getByLabel(label('Country of residence')).selectOption('PT');
  await page.getByLabel(label('City')).fill('Porto');
  await page.getByLabel(label('Player type')).selectOption('outfield');
  await page.getByLabel(label('Main position')).selectOption('CM');
  await page.getByLabel(label('Preferred foot')).selectOption('right');
  await page.getByLabel(label('Height (cm)')).fill('168');
  await page.getByLabel(label('Weight (kg)')).fill('60');
  await page.getByLabel(label('Availability')).selectOption('open-to-offers');
  await page.getByLabel(label('Who can see my CV')).selectOption('members');
  await page.getByRole('button', { name: 'Save my CV' }).click();
  // The toast (1,200 ms) shows as the save ends, then the CV page opens: both are awaited at once, since on a busy
  // machine the page may take longer to open than the toast stays.
  await Promise.all([
    expect(toast(page, 'Your CV has been saved.')).toBeVisible({ timeout: 10_000 }),
    expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 }),
  ]);
});

test('signed out in another browser, the link verifies and logging in continues to the next step', async ({ page, browser, baseURL }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email, 'Bruno', 'Elsewhere');
  const link = await latestActionLink(email, 'VERIFY_EMAIL');

  // Another device: nobody is signed in there.
  const other = await browser.newContext({ baseURL, bypassCSP: true });
  try {
    const phone = await other.newPage();
    const urls = visits(phone);
    await phone.goto(link);
    await expect(phone).toHaveURL('/login', { timeout: 10_000 });
    expectThroughVerificationPage(urls, link);
    await expect(toast(phone, 'Your email is verified. Log in to continue.')).toBeVisible();
    await expectAccessible(phone);

    await submitLogin(phone, email, PASSWORD);
    await expect(phone).toHaveURL(CV_EDITOR, { timeout: 10_000 });
    await expect(phone.getByRole('heading', { level: 1 })).toHaveText('Edit your CV');
    await expect(greeting(phone)).toHaveText('Hi, Bruno Elsewhere');
  } finally {
    await other.close();
  }
});

test('signed in with a verified account, a link still applies its code and continues where it says', async ({ page, baseURL }, testInfo) => {
  const signedIn = await createPlayer(uniqueEmail(testInfo, 'member'));
  const other = await createUser(uniqueEmail(testInfo, 'new'));
  await sendVerificationEmail(other, `${baseURL}/profile/myprofile`);
  const link = await latestActionLink(other.email, 'VERIFY_EMAIL');

  await page.goto('/login');
  await submitLogin(page, signedIn.email, signedIn.password);
  await expect(greeting(page)).toBeVisible();
  const urls = visits(page);
  // The toast lives 1200 ms: watched from before the link opens, so a slow redirect cannot outlast it.
  const verified = expect(toast(page, VERIFIED)).toBeVisible({ timeout: 15_000 });
  await page.goto(link);
  await expect(page).toHaveURL('/profile/myprofile', { timeout: 10_000 });
  // The guard let the verified session stay on the verification page while it applied the code.
  expectThroughVerificationPage(urls, link);
  await expect.poll(() => emailVerified(other.uid)).toBe(true);
  await verified;
});

test('a continue URL off the app is never followed: the next step instead', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email, 'Carla', 'Safe');
  const link = new URL(await latestActionLink(email, 'VERIFY_EMAIL'), 'http://x');
  link.searchParams.set('continueUrl', 'https://evil.example/settings/edit-profile');
  // The toast lives 1200 ms: watched from before the link opens, so a slow redirect cannot outlast it.
  const verified = expect(toast(page, VERIFIED)).toBeVisible({ timeout: 15_000 });
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page).toHaveURL(CV_EDITOR, { timeout: 10_000 });
  await verified;
});

test('a used or invalid link says so clearly, with a way to a new one', async ({ page, baseURL }, testInfo) => {
  // Signed out: log in, and the verification page sends a new link.
  await page.goto('/auth-action?mode=verifyEmail&oobCode=bogus');
  await expect(page).toHaveURL('/email-verification?oobCode=bogus');
  const signedOutAlert = page.getByRole('alert').filter({ hasText: 'We could not verify your email.' });
  await expect(signedOutAlert).toContainText(INVALID_LINK);
  await expect(signedOutAlert.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  // Signed in and unverified: resend right there; the new e-mail names the next step too.
  const email = uniqueEmail(testInfo);
  await signUp(page, email, 'Dani', 'Again');
  const first = await latestActionLink(email, 'VERIFY_EMAIL');
  await page.goto('/auth-action?mode=verifyEmail&oobCode=bogus');
  await expect(page).toHaveURL('/email-verification?oobCode=bogus');
  await expect(page.getByRole('alert').filter({ hasText: 'We could not verify your email.' })).toContainText(INVALID_LINK);
  await page.getByRole('button', { name: 'Resend email' }).click();
  await expect(toast(page, `We sent a new link to ${email}.`)).toBeVisible();
  await expectAccessible(page);
  const second = await latestActionLink(email, 'VERIFY_EMAIL');
  expect(second).not.toBe(first);
  expect(new URL(second, baseURL).searchParams.get('continueUrl')).toBe(`${baseURL}${CV_EDITOR}`);
});
