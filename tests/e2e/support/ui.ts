// What a user does and sees, as reusable steps: log in through the form, read toasts, use the account menu.
import { expect, type Locator, type Page } from '@playwright/test';
import type { TestUser } from './emulators';

/**
 * Matches a form field's label, with or without the required marker: labels read "Email *" in the DOM (the star
 * is aria-hidden), and `getByLabel` matches the label's text, star included.
 */
export function label(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`);
}

/** A react-toastify toast (role="alert") holding `text`. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.getByRole('alert').filter({ hasText: text });
}

/** The nav's greeting button ("Hi, …"), shown once the session knows the user. */
export function greeting(page: Page): Locator {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /^Hi, / });
}

/** The avatar next to the greeting. */
export function navAvatar(page: Page): Locator {
  return page.locator('header .user-menu img.avatar');
}

/** Fills and submits the login form on the current page (which must be /login). */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel(label('Email')).fill(email);
  await form.getByLabel(label('Password')).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Logs `user` in through the UI and waits until the app has left /login with the session in place
 * (the greeting shows). Returns nothing: assert the landing page in the test.
 */
export async function logIn(page: Page, user: Pick<TestUser, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, user.email, user.password);
  await expect(page).not.toHaveURL(/\/login$/, { timeout: 10_000 });
  await expect(greeting(page)).toBeVisible();
}

/** Fills and submits the sign-up form on /signup: the new user is then signed in, unverified. */
export async function submitSignup(page: Page, account: { firstName: string; lastName: string; email: string; password: string }): Promise<void> {
  await page.goto('/signup');
  const signup = page.getByRole('form', { name: 'Create your account' });
  await signup.getByLabel(label('First name')).fill(account.firstName);
  await signup.getByLabel(label('Last name')).fill(account.lastName);
  await signup.getByLabel(label('Email')).fill(account.email);
  await signup.getByLabel(label('Password')).fill(account.password);
  await signup.getByLabel(label('Confirm password')).fill(account.password);
  await signup.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await signup.getByRole('button', { name: 'Create account' }).click();
}

/** Opens the account menu and chooses an item ("My CV", "Logout", …). */
export async function chooseFromUserMenu(page: Page, item: string): Promise<void> {
  await greeting(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click();
}

/**
 * Logs out through the account menu and waits until the session is gone: a page loaded before then (the log-in page)
 * would still see the user and send them away.
 */
export async function logOut(page: Page): Promise<void> {
  await chooseFromUserMenu(page, 'Logout');
  await expect(greeting(page)).toHaveCount(0);
}

/** Today's local date (the browser and the tests share the machine's clock and time zone). */
export function today(): { year: number; month: number; day: number } {
  const now = new Date();
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * The age a CV shows for `dateOfBirth`: CVs hold the birth month only, and count from its last day (the latest
 * possible birthday), so during the birth month the age can read one lower than the exact one.
 */
export function cvAgeToday(dateOfBirth: string): number {
  const [year, month] = dateOfBirth.split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const now = today();
  const born = `${year}-${String(month).padStart(2, '0')}-${lastDay}`;
  return now.year === year && now.month === month ? 0 : ageToday(born);
}

/** Whole years between `dateOfBirth` (YYYY-MM-DD) and today: the age a test expects to read. */
export function ageToday(dateOfBirth: string): number {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const now = today();
  const hadBirthday = now.month > month || (now.month === month && now.day >= day);
  return now.year - year - (hadBirthday ? 0 : 1);
}

/** A 1×1 PNG: small, valid, decodable by the browser. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
