// The public site's pages, as a visitor who is not signed in reads them: each page's key content, the pricing
// table and the payment portal (this build configures a checkout link for Pro yearly only: scripts/test.mjs), the
// legal documents, and which pages may download the Firestore/Storage SDKs at all.
import type { Page, Response } from '@playwright/test';
import { expect, test } from './support/test';
import { axeViolations } from './support/axe';
import { DEMO_PLAYERS } from '../../scripts/seed.mjs';

const PRO_YEARLY_CHECKOUT = 'https://checkout.example.test/skora-pro-yearly';

const SEEDED_NAMES = DEMO_PLAYERS.map((p) => `${String(p.firstName)} ${String(p.lastName)}`);

/** The `<main>` of the page: the nav and footer repeat links ("Register", "Home") that pages also show. */
const main = (page: Page) => page.getByRole('main');

test('home: hero with both calls to action, how it works, featured seeded players, story and pricing teasers', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('SKORA: football talent, seen');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 1 })).toHaveText('SKORA');

  const hero = content.getByRole('region', { name: 'Get started' });
  await expect(hero).toContainText('Free for players. Built with scouts.');
  await expect(hero.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
  await expect(hero.getByRole('link', { name: 'Browse players' })).toHaveAttribute('href', '/player');
  await expect(hero.getByRole('img', { name: /A football pitch seen from above/ })).toBeVisible();

  const steps = content.getByRole('region', { name: 'How SKORA works' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  await expect(steps.first().getByRole('heading')).toHaveText('A CV scouts can read in a minute');

  // Featured players: four real public CVs from the seed (helpers' test players are members-only), each a link to a CV.
  const featured = content.getByRole('region', { name: 'Featured players' });
  // They load as the section nears the viewport, as a visitor scrolls down to them.
  await featured.scrollIntoViewIfNeeded();
  // "N players from M countries", from the functions' totals document (the seed's 2,000+ players, 40+ countries;
  // other journeys add players meanwhile, so the figures are bounds).
  const totals = featured.getByText(/players from \d+ countries are on SKORA\.$/);
  await expect(totals).toBeVisible();
  const [, players = '0', countries = '0'] = /^([\d,]+) players from (\d+) countries/.exec(await totals.innerText()) ?? [];
  expect(Number(players.replace(/,/g, ''))).toBeGreaterThanOrEqual(2000);
  expect(Number(countries)).toBeGreaterThanOrEqual(40);
  const cards = featured.getByRole('list', { name: 'Featured players' }).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(4);
  for (const name of await cards.allInnerTexts()) expect(SEEDED_NAMES).toContain(name);
  await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/p\/demo-/);
  await expect(featured.getByRole('link', { name: 'See all players' })).toHaveAttribute('href', '/player');

  const stories = content.getByRole('region', { name: 'Success stories' });
  await expect(stories.getByRole('article', { name: 'Lena Hartmann' })).toContainText('FC Nordhavn Women');
  await expect(stories.getByRole('link', { name: 'Read more success stories' })).toHaveAttribute('href', '/success-story');

  const plans = content.getByRole('region', { name: 'Free for players, with more when you need it' });
  const teasers = plans.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(teasers.getByRole('heading', { level: 3 })).toHaveText(['Free', 'Pro', 'Club']);
  await expect(teasers.nth(0)).toContainText('Free');
  await expect(teasers.nth(1)).toContainText('€7.99 per month');
  await expect(teasers.nth(2)).toContainText('€49 per month');
  await plans.getByRole('link', { name: 'Compare plans' }).click();
  await expect(page).toHaveURL('/pricing-plans');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pricing Plans');
});

test('story: its four chapters in order, and the calls to action', async ({ page }) => {
  await page.goto('/story');
  await expect(page).toHaveTitle('SKORAs STORY | SKORA');
  const content = main(page);
  await expect(content.getByRole('heading', { level: 2 })).toHaveText([
    'A Sunday afternoon, a muddy pitch, nobody watching',
    'What scouts told us they needed',
    'Putting every player on the map',
    'Where we are going',
    'Be part of the next chapter',
  ]);
  // Only the first chapter's picture is above the fold; the others wait for the scroll.
  const pictures = content.locator('img.chapter-image');
  await expect(pictures).toHaveCount(4);
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.nth(3)).toHaveAttribute('loading', 'lazy');
  const cta = content.getByRole('region', { name: 'Be part of the next chapter' });
  await expect(cta.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/signup');
  await expect(cta.getByRole('link', { name: 'Read success stories' })).toHaveAttribute('href', '/success-story');
});

test('about us: mission, values and the team', async ({ page }) => {
  await page.goto('/aboutus');
  await expect(page).toHaveTitle('About us | SKORA');
  const content = main(page);
  await expect(content.getByRole('region', { name: 'Our mission' })).toBeVisible();
  await expect(content.getByRole('region', { name: 'What we stand for' }).getByRole('heading', { level: 3 })).toHaveText([
    'Facts before hype',
    'Players own their story',
    'Safety first for young players',
    'Free where it matters',
  ]);
  const team = content.getByRole('region', { name: 'The team' });
  await expect(team.getByRole('heading', { level: 3, name: 'Nadia Haddad' })).toBeVisible();
  await expect(team).toContainText('Player safety and privacy lead');
  await expect(content.getByRole('link', { name: 'Get in touch' })).toHaveAttribute('href', '/contact-us');
});

test('success stories: one card per player with the move and the quote, the fiction note, and the way in', async ({ page }) => {
  await page.goto('/success-story');
  const content = main(page);
  const cards = content.getByRole('article');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading', { level: 2 })).toHaveText([
    'Lena Hartmann',
    'Mateo Álvarez',
    'Amara Okafor',
    'Jonas Lindqvist',
    'Sofia Marchetti',
    'Youssef Benali',
  ]);
  const lena = content.getByRole('article', { name: 'Lena Hartmann' });
  // The arrow is decorative; a screen reader hears "Moved from … to …".
  await expect(lena.locator('.story-move')).toHaveText(/^Moved from SV Rheinau 1921\s*→\s*to FC Nordhavn Women$/);
  await expect(lena.locator('.story-arrow')).toHaveAttribute('aria-hidden', 'true');
  await expect(lena.getByRole('blockquote')).toContainText('My club had no video analyst');
  await expect(content).toContainText('These stories are illustrative');
  // Portraits of the first three load at once, the rest lazily.
  await expect(cards.nth(0).locator('img')).toHaveAttribute('loading', 'eager');
  await expect(cards.nth(5).locator('img')).toHaveAttribute('loading', 'lazy');
  await expect(content.getByRole('link', { name: 'See your path with SKORA' })).toHaveAttribute('href', '/path');
});

test('pricing: the plan cards and the table follow the billing toggle, and each plan leads to the payment portal', async ({ page }) => {
  await page.goto('/pricing-plans');
  const table = page.getByRole('table', { name: /Compare SKORA plans/ });
  // Each plan's card carries its "Choose" button; the table compares the plans feature by feature.
  const cards = page.getByRole('main');
  await expect(table.getByRole('columnheader')).toHaveText(['Free', /^Pro\s*Most popular$/, 'Club']);
  const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Price' }) });
  const monthly = page.getByRole('radio', { name: 'Monthly' });
  const yearly = page.getByRole('radio', { name: 'Yearly' });
  await expect(monthly).toBeChecked();
  await expect(table.getByRole('caption')).toHaveText('Compare SKORA plans (monthly prices)');
  await expect(priceRow.getByRole('cell')).toHaveText(['Free', '€7.99 per month', '€49 per month']);
  const proFeature = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Featured placement in the player directory' }) });
  await expect(proFeature.getByRole('cell')).toHaveText([/^–\s*Not included$/, /^✓\s*Included$/, /^–\s*Not included$/]);
  await expect(cards.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/payment-portal?plan=pro&billing=monthly');

  // By keyboard: the arrow key moves within the radio group.
  await monthly.focus();
  await page.keyboard.press('ArrowRight');
  await expect(yearly).toBeChecked();
  await expect(table.getByRole('caption')).toHaveText('Compare SKORA plans (yearly prices)');
  await expect(priceRow.getByRole('cell')).toHaveText([
    'Free',
    /^€79 per year\s*Two months free compared with paying monthly\.$/,
    /^€490 per year\s*Two months free compared with paying monthly\.$/,
  ]);
  await expect(cards.getByRole('link', { name: 'Choose Club' })).toHaveAttribute('href', '/payment-portal?plan=club&billing=yearly');
  await expect(page.getByRole('term').filter({ hasText: 'Do prices include VAT?' })).toBeVisible();

  await cards.getByRole('link', { name: 'Choose Pro' }).click();
  await expect(page).toHaveURL('/payment-portal?plan=pro&billing=yearly');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment Portal');
  await expect(page.getByRole('link', { name: 'Continue to secure checkout' })).toHaveAttribute('href', PRO_YEARLY_CHECKOUT);
});

test('pricing: ?billing=yearly opens the table on yearly prices', async ({ page }) => {
  await page.goto('/pricing-plans?billing=yearly');
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByRole('link', { name: 'Choose Pro' })).toHaveAttribute('href', '/payment-portal?plan=pro&billing=yearly');
});

test('payment portal with a configured link: the order summary and the secure checkout link', async ({ page }) => {
  await page.goto('/payment-portal?plan=pro&billing=yearly');
  const summary = page.getByRole('region', { name: 'Order summary' });
  const facts = summary.getByRole('definition');
  await expect(facts).toHaveText(['Pro', 'Yearly', '€79 per year', 'Included']);
  await expect(summary).toContainText('renews every year');
  await expect(summary.getByRole('link', { name: 'Change plan or billing period' })).toHaveAttribute('href', '/pricing-plans?billing=yearly');
  const checkout = page.getByRole('region', { name: 'Pay securely' });
  await expect(checkout).toContainText('to pay €79 per year');
  const pay = checkout.getByRole('link', { name: 'Continue to secure checkout' });
  await expect(pay).toHaveAttribute('href', PRO_YEARLY_CHECKOUT);
  await expect(pay).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(page.getByText('Payments are not enabled on this deployment')).toHaveCount(0);
  // A payment page stays out of search engines.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('payment portal without a configured link: says payments are not enabled and offers a way on', async ({ page }) => {
  for (const [plan, billing] of [
    ['pro', 'monthly'],
    ['club', 'yearly'],
  ] as const) {
    await page.goto(`/payment-portal?plan=${plan}&billing=${billing}`);
    await expect(page.getByRole('heading', { level: 2, name: 'Payments are not enabled on this deployment' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('definition').first()).toHaveText(
      plan === 'pro' ? 'Pro' : 'Club',
    );
    await expect(page.getByRole('link', { name: 'Continue to secure checkout' })).toHaveCount(0);
    await expect(main(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      `/contact-us?topic=billing&plan=${plan}-${billing}`,
    );
    await expect(main(page)).toContainText(
      'Payments are not enabled yet. Tell us which plan you want and we will reply by e-mail within 2 working days.',
    );
    await expect(main(page)).not.toContainText(/pay securely/i);
  }
  // No price to pay on Free, and an unknown plan is not a checkout.
  await page.goto('/payment-portal?plan=free');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('The Free plan needs no payment');
  await page.goto('/payment-portal?plan=platinum&billing=yearly');
  await expect(main(page).getByRole('heading', { level: 2 })).toHaveText('We could not find that plan');
  await expect(page.getByRole('link', { name: 'Continue to secure checkout' })).toHaveCount(0);
});

test.describe('payment portal to contact form', () => {
  test.use({ bypassCSP: true });
  test('"Contact us" carries the chosen plan into the contact form\'s topic and message', async ({ page }) => {
    await page.goto('/payment-portal?plan=club&billing=monthly');
    await expect(page.getByRole('heading', { level: 2, name: 'Payments are not enabled on this deployment' })).toBeVisible();
    expect(await axeViolations(page, 'main')).toEqual([]);
    await main(page).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL('/contact-us?topic=billing&plan=club-monthly');
    await expect(page.getByLabel(/^Topic/)).toHaveValue('billing');
    await expect(page.getByLabel(/^Message/)).toHaveValue(
      'I would like the Club plan, billed monthly. Please set it up for me and tell me how to pay.',
    );
    expect(await axeViolations(page, 'main')).toEqual([]);
  });
});

const LEGAL: Array<[string, string, string[]]> = [
  ['/privacy-policy', 'Privacy Policy', ['Who is responsible for your data', 'Players under 16', 'Cookies and local storage']],
  ['/t&c', 'Terms & Conditions', ['What SKORA is', 'Plans and payments', 'Governing law and disputes']],
  ['/refund-policy', 'Refund Policy', ['Your 14-day right of withdrawal', 'How much comes back', 'Questions']],
];

for (const [path, title, sections] of LEGAL) {
  test(`${path}: the last-updated date and a contents list whose links reach their sections`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('.markdown-updated time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    // As people read a date ("20 November 2026"), not as it is stored.
    await expect(page.locator('.markdown-updated time')).toHaveText(/^\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}$/);
    const contents = page.getByRole('navigation', { name: `${title} contents` });
    const entries = contents.getByRole('link');
    // One entry per h2 of the document, in order.
    const headings = page.locator('.markdown-body h2');
    await expect(entries).toHaveText(await headings.allInnerTexts());
    for (const section of sections) await expect(contents.getByRole('link', { name: section, exact: true })).toBeVisible();

    const last = sections[sections.length - 1]!;
    await contents.getByRole('link', { name: last, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`#${last.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/-+$/, '')}$`));
    await expect(page.getByRole('heading', { level: 2, name: last, exact: true })).toBeInViewport();
  });
}

test('the privacy policy says under-16s need a guardian’s consent', async ({ page }) => {
  await page.goto('/privacy-policy');
  const heading = page.getByRole('heading', { level: 2, name: 'Players under 16' });
  await expect(heading).toBeVisible();
  const clause = page.locator('.markdown-body li').filter({ hasText: 'may only use SKORA with the consent of a parent or legal guardian' });
  await expect(clause).toHaveCount(1);
  // The clause belongs to that section: the list right after its heading.
  await expect(page.locator('#players-under-16 ~ ul').first()).toContainText('consent of a parent or legal guardian');
  await expect(page.getByRole('row').filter({ hasText: 'Process the data of players under 16' })).toContainText(
    'The consent of a parent or guardian (Art. 8)',
  );
});

test('/path walks through the five steps, with links into the app', async ({ page }) => {
  await page.goto('/path');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your path with SKORA');
  await expect(page.locator('.markdown-body h2')).toHaveText([
    '1. Create your account',
    '2. Complete your CV',
    '3. Add your stats',
    '4. Log your weeks',
    '5. Be found',
    'Want more reach?',
  ]);
  // No contents list on this short page, and its internal links stay in the app (no full reload).
  await expect(page.getByRole('navigation', { name: /contents/ })).toHaveCount(0);
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
  await page.locator('.markdown-body').getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Create your account');
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
});

test('/contact lists the desks with mail links and points to the form', async ({ page }) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Contact');
  const body = page.locator('.markdown-body');
  await expect(body.getByRole('link', { name: 'safeguarding@skora.app' })).toHaveAttribute('href', 'mailto:safeguarding@skora.app');
  await expect(body.getByRole('link', { name: 'billing@skora.app' })).toHaveAttribute('href', 'mailto:billing@skora.app');
  await body.getByRole('link', { name: 'Get SKORED' }).click();
  await expect(page).toHaveURL('/contact-us');
  await expect(page.getByRole('form', { name: 'Contact SKORA' })).toBeVisible();
});

// ── What each page downloads ────────────────────────────────────────────────────────────────────────────────

const FIREBASE_DATA_HOSTS = ['firestore.googleapis.com', 'firebasestorage.googleapis.com'];

/** Records every script the page downloads, with its text, from now on. */
function recordScripts(page: Page): Array<{ url: string; body: Promise<string> }> {
  const scripts: Array<{ url: string; body: Promise<string> }> = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: response.text().catch(() => '') });
  });
  return scripts;
}

async function dataSdkScripts(scripts: Array<{ url: string; body: Promise<string> }>): Promise<string[]> {
  const found: string[] = [];
  for (const script of scripts) {
    const body = await script.body;
    if (FIREBASE_DATA_HOSTS.some((host) => body.includes(host))) found.push(script.url);
  }
  return found;
}

test('public pages other than home and the directory never download the Firestore or Storage SDK', async ({ browser, baseURL }) => {
  const pages: Array<[string, string]> = [
    ['/story', 'SKORAs STORY'],
    ['/pricing-plans', 'Pricing Plans'],
    ['/blog', 'Blog'],
    ['/clips', 'Clips'],
    ['/contact-us', 'Get SKORED'],
  ];
  for (const [path, heading] of pages) {
    // A first visit each time (empty cache), so every script the page needs is downloaded and seen.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    const scripts = recordScripts(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await page.waitForLoadState('networkidle');
    expect(scripts.length, `${path} loaded its scripts`).toBeGreaterThan(0);
    expect(await dataSdkScripts(scripts), `Firestore/Storage code loaded by ${path}`).toEqual([]);
    await context.close();
  }
});

test('home paints before Firestore arrives, and fills the featured players from it as the visitor scrolls to them', async ({ page }) => {
  // Hold back any script that carries the Firestore SDK until the page has been checked without it.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (FIREBASE_DATA_HOSTS.some((host) => body.includes(host))) {
      held += 1;
      await released;
    }
    await route.fulfill({ response, body });
  });
  // 'commit': the held chunk must not keep goto waiting for the load event.
  await page.goto('/', { waitUntil: 'commit' });
  const featured = page.getByRole('region', { name: 'Featured players' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('SKORA');
  await expect(page.getByRole('region', { name: 'Get started' }).getByRole('link', { name: 'Register' })).toBeVisible();
  await expect(featured.getByRole('heading', { level: 2, name: 'Featured players' })).toBeVisible();
  await expect(featured).toHaveAttribute('aria-busy', 'true');
  // Nothing is read until the visitor scrolls towards the featured players.
  await page.waitForSelector('html[data-ready]', { state: 'attached' });
  expect(held).toBe(0);
  await featured.scrollIntoViewIfNeeded();
  await expect.poll(() => held, { message: 'the home page asks for Firestore after it has painted' }).toBeGreaterThan(0);
  await expect(featured.getByRole('list', { name: 'Featured players' })).toHaveCount(0);

  release();
  await expect(featured.getByRole('list', { name: 'Featured players' }).getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(featured).toHaveAttribute('aria-busy', 'false');
});
