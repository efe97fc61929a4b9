// Pages of their own, and the links the app mails: what the journeys with more than one person share.
import type { Browser, Page } from '@playwright/test';
import { listDocuments, type TestUser } from './emulators';
import { signIn } from './session';
import { expect, test } from './test';

/** A page of its own for `user`, or for a visitor with no account (a browser context each, so two people can be in at once). */
export async function pageFor(browser: Browser, user: TestUser | null): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, bypassCSP: true });
  const page = await context.newPage();
  if (user) await signIn(page, user);
  return page;
}

/** Opens `path` and waits until the app says it is ready. */
export async function openReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
}

/** The path of the one-time link to `/confirm-stats/{token}` in the queued mail to `email`, once it is there. */
export async function mailedConfirmLink(email: string): Promise<string> {
  let path: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await listDocuments('mail')).find((m) => m.data.to === email);
      const text = String((mail?.data.message as { text?: string } | undefined)?.text ?? '');
      path = /(\/confirm-stats\/[0-9a-f]{64})\b/.exec(text)?.[1];
      return path;
    })
    .toBeTruthy();
  return path!;
}
