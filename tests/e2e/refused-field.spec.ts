// A refused save brings the first invalid field into view with the focus, clear of the sticky save bar (and the nav
// bar), on a laptop and on a phone: a field the player cannot see is a message the player cannot read.
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createPlayer, uniqueEmail } from './support/emulators';
import { label, logIn } from './support/ui';

/** Whether the focused control lies wholly on screen, below the nav bar and clear of the form's sticky save bar. */
function focusedInView(page: Page): Promise<{ clear: boolean; detail: string }> {
  return page.evaluate(() => {
    const field = document.activeElement?.getBoundingClientRect();
    const bar = document.querySelector('.form-submit')?.getBoundingClientRect();
    const navBottom = document.querySelector('.nav-bar')?.getBoundingClientRect().bottom ?? 0;
    if (!field || !bar) return { clear: false, detail: 'no focused field or no save bar' };
    const onScreen = field.top >= navBottom && field.bottom <= window.innerHeight;
    const underBar = field.bottom > bar.top && field.top < bar.bottom;
    return {
      clear: onScreen && !underBar,
      detail: `field ${field.top}–${field.bottom}, bar ${bar.top}–${bar.bottom}, nav bottom ${navBottom}, viewport ${window.innerHeight}`,
    };
  });
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`the CV editor brings a refused field into view clear of the save bar (${viewport.width}×${viewport.height})`, async ({ page }, testInfo) => {
    const user = await createPlayer(uniqueEmail(testInfo, `${viewport.width}`));
    await logIn(page, user);
    await page.setViewportSize(viewport);
    await page.goto('/settings/edit-profile');
    const height = page.getByLabel(label('Height (cm)'));
    await height.fill('tall');
    // The field at the bottom edge of the screen, where the sticky save bar covers it: on screen for the browser,
    // so a bare focus() does not scroll it.
    await height.evaluate((field) => window.scrollBy({ top: field.getBoundingClientRect().bottom - window.innerHeight + 4, behavior: 'instant' }));
    await expect
      .poll(() => height.evaluate((field) => Math.round(window.innerHeight - field.getBoundingClientRect().bottom)))
      .toBeGreaterThanOrEqual(3);
    expect(await height.evaluate((field) => window.innerHeight - field.getBoundingClientRect().bottom)).toBeLessThan(6);
    await page.getByRole('button', { name: 'Save my CV' }).click();

    await expect(height).toBeFocused();
    await expect(height).toHaveAttribute('aria-invalid', 'true');
    // The scroll may be smooth: wait until it settles with the field in view.
    await expect.poll(() => focusedInView(page)).toMatchObject({ clear: true });
  });
}
