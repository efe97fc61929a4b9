// The attribute card on the CV: a player's stats (playerStats/{uid}, written here as the admin, as the
// stats wizard would save them) show as the card, the radar and the measured tests on the owner's CV and on another
// signed-in member's view of it; without stats the owner is invited to the wizard and a visitor sees nothing; a
// hostile stats document never breaks the CV. axe-core checks the card.
import type { Page } from '@playwright/test';
import { axeViolations } from './support/axe';
import { expect, test } from './support/test';
import { createPlayer, Timestamp, uniqueEmail, writeDocument, writeRawDocument, type DocValue } from './support/emulators';
import { logOut } from './support/ui';
import { signIn } from './support/session';

// axe-core is injected as an inline script (support/axe.ts), which the site's Content-Security-Policy rightly refuses.
test.use({ bypassCSP: true });

/** A complete outfield player's stats in the shape of Contract B (docs/attributes.md): what the wizard saves. */
function outfieldStats(): { [key: string]: DocValue } {
  return {
    tests: {
      sprint10m: { value: 1.72, measuredOn: '2026-09-14' },
      cmj: { value: 48, measuredOn: '2026-10-02' },
      topSpeed: { value: 33.5, measuredOn: '2026-10-02' },
    },
    physical: {
      acceleration: 16,
      agility: 15,
      balance: 13,
      jumpingReach: 12,
      naturalFitness: 15,
      pace: 17,
      stamina: 14,
      strength: 12,
    },
    technical: {
      corners: 9,
      crossing: 11,
      dribbling: 15,
      finishing: 16,
      firstTouch: 14,
      freeKickTaking: 10,
      heading: 12,
      longShots: 13,
      longThrows: 6,
      marking: 7,
      passing: 13,
      penaltyTaking: 14,
      tackling: 8,
      technique: 15,
      weakFoot: 3,
      skillMoves: 4,
    },
    updatedAt: Timestamp.now(),
  };
}

const statsPath = (uid: string) => `playerStats/${uid}`;
const card = (page: Page) => page.getByRole('region', { name: 'Attributes', exact: true });

/** What every view of a CV with stats shows: overall and position, six face attributes, the radar, its table, the tests. */
async function expectCard(page: Page) {
  const section = card(page);
  await expect(section).toBeVisible();
  await expect(section.locator('.attribute-overall-value')).toHaveText(/^\d{1,2}$/);
  await expect(section.locator('.attribute-position')).toContainText('ST');
  const faces = section.getByRole('list', { name: 'Face attributes' });
  await expect(faces.getByRole('listitem')).toHaveCount(6);
  for (const face of ['PAC', 'SHO', 'PAS', 'DRI', 'DEF', 'PHY']) await expect(faces.getByText(face, { exact: true })).toBeVisible();
  // The radar draws as it comes near the viewport (its chart code loads then) and has its text alternative.
  await section.locator('.attribute-radar-drawing').scrollIntoViewIfNeeded();
  await expect(section.locator('.attribute-radar-drawing svg')).toBeVisible();
  const table = section.getByRole('table', { name: 'Attribute radar as a table (Self-rated, with measured tests)' });
  await expect(table.getByRole('row')).toHaveCount(7);
  await expect(table.getByRole('rowheader').first()).toHaveText(/\(PAC\)$/);
  // The measured tests, with units and dates.
  const tests = section.getByRole('table', { name: 'Measured tests', exact: true });
  await expect(tests.getByRole('row')).toHaveCount(4);
  await expect(tests).toContainText('1.72 s');
  await expect(tests).toContainText('14 September 2026');
  await expect(tests.locator('time[datetime="2026-09-14"]')).toHaveText('14 September 2026');
  await expect(tests).toContainText('48.0 cm');
  await expect(tests).toContainText('km/h');
  // Whose word each figure is, in words a scout reads at a glance: the sprints corrected the self-ratings, and each
  // test is the player's report.
  await expect(section.locator('.attribute-provenance')).toContainText('Self-rated, with measured tests');
  await expect(section.locator('.attribute-overall')).toContainText('Self-rated, with measured tests');
  await expect(faces.getByRole('listitem').filter({ hasText: 'SHO' })).toContainText('(Shooting; Self-rated)');
  await expect(tests.getByText('Reported by the player')).toHaveCount(3);
}

test('the saved stats show as the card and radar on the owner\'s CV and on another member\'s view, with no axe violations', async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'owner'), {
    displayName: 'Card Owner',
    doc: { firstName: 'Card', lastName: 'Owner', playerType: 'outfield', mainPosition: 'ST', secondaryPositions: [] },
  });
  await writeDocument(statsPath(owner.uid), outfieldStats());

  await signIn(page, owner);
  await page.goto('/profile/myprofile');
  await expect(page.getByRole('article', { name: 'Card Owner' })).toBeVisible();
  await expectCard(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await axeViolations(page, '.attribute-card')).toEqual([]);
  // The print stylesheet keeps the card and the radar.
  await page.emulateMedia({ media: 'print' });
  await expect(card(page)).toBeVisible();
  await expect(card(page).locator('.attribute-radar-drawing svg')).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { displayName: 'Scout Reader' });
  await logOut(page);
  await signIn(page, reader);
  await page.goto(`/profile?id=${owner.uid}`);
  await expect(page.getByRole('article', { name: 'Card Owner' })).toBeVisible();
  await expectCard(page);
  expect(await axeViolations(page, '.attribute-card')).toEqual([]);
  // A reader is not invited to anything.
  await expect(page.getByRole('link', { name: 'Add my stats' })).toHaveCount(0);
});

test('without stats the owner is invited to the wizard and a visitor sees nothing; a hostile stats document breaks nothing', async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'owner'), {
    displayName: 'No Stats',
    doc: { firstName: 'No', lastName: 'Stats', mainPosition: 'ST', secondaryPositions: [] },
  });
  await signIn(page, owner);
  await page.goto('/profile/myprofile');
  await expect(page.getByRole('article', { name: 'No Stats' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add my stats' })).toHaveAttribute('href', '/settings/player-stats');
  await expect(card(page)).toHaveCount(0);

  const reader = await createPlayer(uniqueEmail(testInfo, 'reader'), { displayName: 'Scout Reader' });
  const hostile = await createPlayer(uniqueEmail(testInfo, 'hostile'), {
    displayName: 'Hostile Stats',
    doc: { firstName: 'Hostile', lastName: 'Stats', mainPosition: 'ST', secondaryPositions: [] },
  });
  // Written as the admin, past the rules: wrong types, a reference, a value far out of range, an unknown key.
  await writeRawDocument(statsPath(hostile.uid), {
    physical: { mapValue: { fields: { pace: { stringValue: '<img src=x onerror=alert(1)>' }, stamina: { integerValue: '99999' } } } },
    technical: { referenceValue: `projects/demo-skora/databases/skora/documents/players/${hostile.uid}` },
    tests: { arrayValue: { values: [{ nullValue: null }] } },
    extra: { stringValue: 'x'.repeat(1000) },
  });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });

  await logOut(page);
  await signIn(page, reader);
  await page.goto(`/profile?id=${owner.uid}`);
  await expect(page.getByRole('article', { name: 'No Stats' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add my stats' })).toHaveCount(0);
  await expect(card(page)).toHaveCount(0);

  await page.goto(`/profile?id=${hostile.uid}`);
  const cv = page.getByRole('article', { name: 'Hostile Stats' });
  await expect(cv).toBeVisible();
  await expect(cv.locator('.cv-fact').filter({ hasText: 'Main position' }).locator('dd')).toHaveText('Striker (ST)');
  // Give the stats read time to answer, then check it showed nothing.
  await page.waitForLoadState('networkidle');
  await expect(card(page)).toHaveCount(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("the public CV shows a demo player's card with percentiles among the seeded players; its chart code loads only near the radar", async ({ page }) => {
  // A phone's viewport: the card is below the fold.
  await page.setViewportSize({ width: 390, height: 844 });
  const chartRequests: string[] = [];
  page.on('request', (request) => {
    if (/attribute-radar-chart-[^/]*\.js$/.test(request.url())) chartRequests.push(request.url());
  });
  await page.goto('/p/demo-player');
  const section = card(page);
  await expect(section).toBeAttached({ timeout: 15_000 });
  // The seed's 2,000 generated players give every face a large enough histogram of central midfielders.
  await expect(section.getByText(/^Top \d{1,3}%$/).first()).toBeAttached();
  // The percentiles say who they compare with: the senior central midfielders who rated themselves this season.
  await expect(section.locator(".attribute-peers")).toHaveText(/^Percentiles among the \d+ senior central midfielders who rated themselves in \d{4}\/\d{2}\.$/);
  await expect(section.getByRole('table', { name: /^Attribute radar as a table / }).getByRole('row')).toHaveCount(7);
  await page.waitForLoadState('networkidle');
  expect(chartRequests).toEqual([]);

  await section.getByRole('figure', { name: /^Attribute radar / }).scrollIntoViewIfNeeded();
  await expect(section.locator('.attribute-radar-drawing svg')).toBeVisible();
  expect(chartRequests).toHaveLength(1);
});

test("the owner's CV and the stats wizard's summary print dates as people read them, with no axe violations on a phone or a laptop", async ({ page }, testInfo) => {
  const owner = await createPlayer(uniqueEmail(testInfo, 'dates'), {
    displayName: 'Date Reader',
    doc: { firstName: 'Date', lastName: 'Reader', playerType: 'outfield', mainPosition: 'ST', secondaryPositions: [] },
  });
  await writeDocument(statsPath(owner.uid), outfieldStats());
  await signIn(page, owner);
  for (const size of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/profile/myprofile');
    await expect(page.getByRole('article', { name: 'Date Reader' })).toBeVisible();
    // The birth date only its owner sees, and the day each test was measured: words, with the ISO value kept.
    const onlyYou = page.getByRole('region', { name: 'Only you see these' });
    await expect(onlyYou.locator('time[datetime="2005-03-14"]')).toHaveText('14 March 2005');
    const tests = card(page).getByRole('table', { name: 'Measured tests', exact: true });
    await expect(tests.locator('time[datetime="2026-10-02"]').first()).toHaveText('2 October 2026');
    await expect(card(page)).not.toContainText('2026-10-02');
    expect(await axeViolations(page, 'main')).toEqual([]);

    await page.goto('/settings/player-stats/technical');
    await page.getByRole('button', { name: 'Review and save' }).click();
    const summary = page.locator('.stats-summary');
    await expect(summary).toContainText('1.72 s (14 September 2026)');
    await expect(summary).not.toContainText('2026-09-14');
    expect(await axeViolations(page, 'main')).toEqual([]);
  }
});
