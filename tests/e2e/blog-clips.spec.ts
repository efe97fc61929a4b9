// The blog (list, tag filter, a post page) and the clips gallery (lite YouTube embeds, and the seeded players'
// highlight links read from Firestore only on request).
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const POSTS = [
  'Tracking your weekly form without burning out',
  'Minors and recruitment: what parents should know (EU)',
  'Highlight videos: 7 mistakes that cost you a trial',
  'Preparing for a trial: a 4-week plan',
  'What scouts look for in goalkeepers',
  'How to write a football CV scouts actually read',
];

const postTitles = (page: Page) => page.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2 });

test('the blog lists every post newest first, and a tag narrows the list through ?tag=', async ({ page }) => {
  await page.goto('/blog');
  await expect(postTitles(page)).toHaveText(POSTS);
  await expect(page.getByRole('status').filter({ hasText: 'posts' })).toHaveText('6 posts');
  const tags = page.getByRole('navigation', { name: 'Filter posts by tag' });
  await expect(tags.getByRole('link', { name: 'All posts (6)' })).toHaveAttribute('aria-current', 'page');

  await tags.getByRole('link', { name: '#scouting (3)' }).click();
  await expect(page).toHaveURL('/blog?tag=scouting');
  await expect(page.getByRole('status').filter({ hasText: 'tagged' })).toHaveText('3 posts tagged #scouting');
  await expect(postTitles(page)).toHaveText([POSTS[2]!, POSTS[4]!, POSTS[5]!]);
  await expect(tags.getByRole('link', { name: '#scouting (3)' })).toHaveAttribute('aria-current', 'page');
  await expect(tags.getByRole('link', { name: 'All posts (6)' })).not.toHaveAttribute('aria-current', 'page');

  // The tag under a card filters too; a reload keeps the filter.
  const card = page.getByRole('list', { name: 'Posts' }).getByRole('article').filter({ hasText: POSTS[4]! });
  await card.getByRole('list', { name: `Tags of ${POSTS[4]}` }).getByRole('link', { name: '#goalkeepers' }).click();
  await expect(page).toHaveURL('/blog?tag=goalkeepers');
  await page.reload();
  await expect(postTitles(page)).toHaveText([POSTS[4]!]);

  // A tag nobody uses: an empty state with the way back.
  await page.goto('/blog?tag=futsal');
  await expect(page.getByRole('heading', { level: 2, name: 'No posts with this tag yet' })).toBeVisible();
  await page.getByRole('link', { name: 'Show all posts' }).click();
  await expect(page).toHaveURL('/blog');
  await expect(postTitles(page)).toHaveCount(6);
});

test('a post page: title, byline, tags, body and related posts', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('link', { name: 'How to write a football CV scouts actually read' }).click();
  await expect(page).toHaveURL('/blog/football-cv-scouts-read');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to write a football CV scouts actually read');
  await expect(page).toHaveTitle('How to write a football CV scouts actually read | SKORA');
  const byline = page.locator('.post-meta').first();
  await expect(byline).toContainText('By Marta Kowalska');
  await expect(byline).toContainText(/\d+ min read/);
  await expect(byline.locator('time')).toHaveAttribute('datetime', '2025-01-14');
  await expect(byline.locator('time')).toHaveText('14 January 2025');
  const tags = page.getByRole('list', { name: 'Tags', exact: true });
  await expect(tags.getByRole('link')).toHaveText(['#cv', '#scouting', '#recruitment']);
  await expect(page.getByRole('article', { name: 'How to write a football CV scouts actually read' })).toContainText(
    'reads around forty player CVs on a busy Monday',
  );
  // Related: posts sharing a tag, the most shared first, then newest.
  const related = page.getByRole('region', { name: 'Related posts' });
  await expect(related.getByRole('heading', { level: 3 })).toHaveText([POSTS[1]!, POSTS[2]!, POSTS[4]!]);
  await related.getByRole('link', { name: POSTS[4]! }).click();
  await expect(page).toHaveURL('/blog/what-scouts-look-for-in-goalkeepers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(POSTS[4]!);

  await page.getByRole('list', { name: 'Tags', exact: true }).getByRole('link', { name: '#goalkeepers' }).click();
  await expect(page).toHaveURL('/blog?tag=goalkeepers');
  await expect(postTitles(page)).toHaveText([POSTS[4]!]);
});

test('an unknown post slug shows the not-found card, kept out of search engines', async ({ page }) => {
  await page.goto('/blog/no-such-post');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Post not found');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'Back to the blog' }).click();
  await expect(page).toHaveURL('/blog');
});

test('a clip loads YouTube (privacy-enhanced) only when played', async ({ page }) => {
  // The machine is offline; the embed's address is what matters, not YouTube answering.
  const youtube: string[] = [];
  await page.route(/youtube(-nocookie)?\.com|ytimg\.com/, (route) => {
    youtube.push(route.request().url());
    return route.abort();
  });
  await page.goto('/clips');
  const featured = page.getByRole('list', { name: 'Featured highlights' });
  const first = featured.getByRole('article', { name: 'Five saves, one clean sheet: U19 cup semi-final' });
  await expect(first).toContainText('Lena Hoffmann');
  await expect(first.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
    'href',
    'https://www.youtube.com/watch?v=q3Lr8VbN2xA',
  );
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(youtube).toEqual([]);

  await first.getByRole('button', { name: 'Play Five saves, one clean sheet: U19 cup semi-final' }).click();
  const frame = first.locator('iframe');
  await expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/q3Lr8VbN2xA?autoplay=1');
  await expect(frame).toHaveAttribute('title', 'Five saves, one clean sheet: U19 cup semi-final (Lena Hoffmann)');
  await expect(first.getByRole('button', { name: /^Play / })).toHaveCount(0);
  // Only the clip that was played: the others are still posters.
  await expect(page.locator('iframe')).toHaveCount(1);
  await expect.poll(() => youtube.every((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
});

test("'Show players' highlights' lists the seeded players' YouTube links", async ({ page }) => {
  await page.goto('/clips');
  await expect(page.getByRole('list', { name: "Players' highlights" })).toHaveCount(0);
  await page.getByRole('button', { name: "Show players' highlights" }).click();
  const list = page.getByRole('list', { name: "Players' highlights" });
  const clips = list.getByRole('article');
  await expect(page.getByRole('status').filter({ hasText: 'from SKORA players' })).toHaveText('4 highlights from SKORA players.');
  await expect(clips).toHaveCount(4);
  const byPlayer = async (player: string) => clips.filter({ has: page.locator('.clip-player', { hasText: player }) });
  const expected: Array<[string, string, string]> = [
    ['Demo Player', 'Season highlights 2024/25', 'skoraDemo01'],
    ['Tiago Moreira', 'Saves compilation', 'skoraTiago1'],
    ['Lucía Ferrer', 'Goals and assists 2024/25', 'skoraLucia1'],
    ['Chinedu Okafor', 'Every goal of the season', 'skoraChine1'],
  ];
  for (const [player, title, id] of expected) {
    const clip = await byPlayer(player);
    await expect(clip).toHaveCount(1);
    await expect(clip.getByRole('heading', { level: 3 })).toHaveText(title);
    await expect(clip.getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${id}`);
  }
  // The button has done its job; the focus moved to the section's heading.
  await expect(page.getByRole('button', { name: "Show players' highlights" })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'From SKORA players' })).toBeFocused();
});
