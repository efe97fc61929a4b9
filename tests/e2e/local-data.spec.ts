// Corrupt data on the device: every key the app documents in web storage, filled with hostile
// values before any script of the page runs, must never cost a page. Each key is read defensively: a bad value is
// dropped (a cache miss, a forgotten location), never an error screen, never an uncaught error.
import type { Page } from '@playwright/test';
import { createPlayer, uniqueEmail } from './support/emulators';
import { expect, test } from './support/test';
import { signIn } from './support/session';
import { greeting } from './support/ui';

/** The keys the core documents (crates/core-foundations/src/cache.rs, the reference's storageKeys); `{uid}` is the signed-in user. */
const LOCAL_KEYS = [
  'userProfile_{uid}',
  'userProfileDraft_{uid}',
  'scoutProfileDraft_{uid}',
  'userStats_profileImage',
  'userStats_physicalStep',
  'userStats_technicalStep',
  'userStats_goalkeeperTechnicalStep',
  'lastSession',
];
/** The navigation rules' keys live in sessionStorage. */
const SESSION_KEYS = ['previousLocation', 'skipPublicOnlyToast'];

/** The keys a stored CV and the editor's form use: the nesting sits in every one of them. */
const CV_KEYS = [
  'firstName', 'lastName', 'birthMonth', 'dateOfBirth', 'nationality', 'secondNationality', 'countryOfResidence',
  'city', 'location', 'playerType', 'mainPosition', 'secondaryPositions', 'preferredFoot', 'heightCm', 'weightKg',
  'currentClub', 'availability', 'career', 'honours', 'languages', 'bio', 'links', 'contactEmail', 'showContactEmail',
  'guardianEmail', 'visibility', 'hasPhoto',
];

/** An object whose every CV key holds a chain of arrays and objects 100 deep. */
function deepNesting(): string {
  let chain = '"bottom"';
  for (let depth = 0; depth < 100; depth++) chain = depth % 2 ? `{"club":${chain}}` : `[${chain}]`;
  return `{${CV_KEYS.map((key) => `"${key}":${chain}`).join(',')}}`;
}

const MIB = 1024 * 1024;
const HOSTILE_VALUES: Array<[name: string, value: string]> = [
  ['invalid JSON', '{"firstName": "Ada", '],
  ['null', 'null'],
  ['a number', '42'],
  ['a 1 MiB string', JSON.stringify('x'.repeat(MIB))],
  ['a 100-deep nesting', deepNesting()],
];

const SIGNED_OUT_PAGES = ['/', '/player', '/clips', '/blog', '/contact', '/pricing-plans', '/login', '/signup', '/map'];
const SIGNED_IN_PAGES = ['/', '/profile/myprofile', '/settings/edit-profile', '/map', '/player', '/clips', '/login'];

/**
 * Fills every key before each page's own scripts run. localStorage holds 5 M characters per origin: the 1 MiB value
 * cannot go in all six keys at once, so the ones that do not fit are reported and checked in a later test.
 */
async function corrupt(page: Page, value: string, uid: string, keys: string[]): Promise<void> {
  await page.addInitScript(
    ({ value, uid, local, session }) => {
      for (const key of local) {
        try {
          localStorage.setItem(key.replace('{uid}', uid), value);
        } catch {
          (window as unknown as { __notStored: string[] }).__notStored = [
            ...((window as unknown as { __notStored?: string[] }).__notStored ?? []),
            key,
          ];
        }
      }
      for (const key of session) {
        try {
          sessionStorage.setItem(key, value);
        } catch {
          // Checked by the keys' own runs.
        }
      }
    },
    { value, uid, local: keys, session: SESSION_KEYS },
  );
}

function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

async function expectRendered(page: Page, path: string, errors: string[]): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first(), `${path} shows a heading`).toBeVisible();
  await expect(page.locator('.error-screen'), `${path} is not the error screen`).toHaveCount(0);
  // Data loads after hydration: give a late reader the time to fail.
  await page.waitForTimeout(400);
  await expect(page.locator('.error-screen'), `${path} is not the error screen`).toHaveCount(0);
  expect(errors, `${path}: no uncaught error`).toEqual([]);
}

/** The 1 MiB value goes into two local keys per run (5 M characters per origin), so every key gets it once. */
function keyGroups(name: string): string[][] {
  if (!name.startsWith('a 1 MiB')) return [LOCAL_KEYS];
  const groups: string[][] = [];
  for (let i = 0; i < LOCAL_KEYS.length; i += 2) groups.push(LOCAL_KEYS.slice(i, i + 2));
  return groups;
}

for (const [name, value] of HOSTILE_VALUES) {
  test(`every page renders signed out with ${name} in every stored key`, async ({ page }) => {
    test.setTimeout(90_000);
    const errors = watchErrors(page);
    await corrupt(page, value, 'nobody', keyGroups(name)[0]!);
    for (const path of SIGNED_OUT_PAGES) await expectRendered(page, path, errors);
  });

  for (const [group, keys] of keyGroups(name).entries()) {
    test(`every page renders signed in with ${name} in every stored key${group ? ` (keys ${group + 1})` : ''}`, async ({
      page,
    }, testInfo) => {
      test.setTimeout(90_000);
      const user = await createPlayer(uniqueEmail(testInfo), { displayName: 'Corrupt Cache' });
      const errors = watchErrors(page);
      await signIn(page, user);
      await corrupt(page, value, user.uid, keys);
      for (const path of SIGNED_IN_PAGES) {
        await expectRendered(page, path, errors);
        if (path !== '/login') await expect(greeting(page)).toBeVisible();
      }
      expect(await page.evaluate(() => (window as unknown as { __notStored?: string[] }).__notStored ?? [])).toEqual([]);
    });
  }
}
