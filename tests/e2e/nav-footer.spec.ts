import { expect, test } from './support/test';

test('signed out, the nav offers the main links, Login and Register', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const expected: Array<[string, string]> = [
    ['Home', '/'],
    ['SKORAs STORY', '/story'],
    ['Player', '/player'],
    ['Success Stories', '/success-story'],
    ['Login', '/login'],
    ['Register', '/signup'],
  ];
  for (const [name, href] of expected) {
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await nav.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/signup');
});

test('the nav turns solid once the page is scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto('/');
  const header = page.locator('header.nav-bar');
  await expect(header).not.toHaveClass(/nav-bar-solid/);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(header).toHaveClass(/nav-bar-solid/);
});

test('on a phone the menu opens and closes with its toggle, by keyboard', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Open menu' });
  const storyLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'SKORAs STORY' });
  await expect(storyLink).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  await storyLink.click();
  await expect(page).toHaveURL('/story');
  await expect(storyLink).toBeHidden();
});

test('the footer links to the social networks, quick links and legal pages', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  for (const network of ['Instagram', 'Facebook', 'X', 'YouTube']) {
    await expect(footer.getByRole('link', { name: `SKORA on ${network}` })).toHaveAttribute('href', /^https:\/\//);
  }
  const links: Array<[string, string]> = [
    ['Home', '/'],
    ['Story', '/story'],
    ['Players', '/player'],
    ['Success Stories', '/success-story'],
    ['Get SKORED', '/contact-us'],
    ['Terms & Conditions', '/t&c'],
    ['Privacy Policy', '/privacy-policy'],
    ['Refund Policy', '/refund-policy'],
  ];
  for (const [name, href] of links) {
    await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  await expect(footer).toContainText('© 2025 SKORA');
  await footer.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms & Conditions');
});

test('the newsletter form checks the address through the core, keeps what was typed, and answers every address alike', async ({ page }) => {
  await page.goto('/');
  const email = page.getByLabel('Get the SKORA newsletter');
  await expect(email).toHaveAttribute('type', 'email');
  await email.fill('not-an-email');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter-email-error')).toHaveText('Please enter a valid email address.');
  await expect(email).toHaveValue('not-an-email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  // Normalised by the core; the repeat gets the very same answer (double opt-in: nothing says whether an address is
  // subscribed). The confirmation link itself is followed in forms.spec.ts.
  const address = `fan-${Date.now()}@example.com`;
  const answer = `Check your inbox to confirm: if ${address} is not subscribed yet, we have sent it a link to confirm the SKORA newsletter.`;
  await email.fill(`  ${address.toUpperCase()} `);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.locator('#newsletter-email-error')).toHaveCount(0);
  // Under the form, where it stays (its toast closes after a moment).
  const answered = page.getByRole('contentinfo').getByText(answer);
  await expect(answered).toBeVisible();
  await expect(email).toHaveValue('');
  await email.fill(address);
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(answered).toHaveCount(1);
  await expect(page.getByRole('alert').filter({ hasText: /already/ })).toHaveCount(0);
});
