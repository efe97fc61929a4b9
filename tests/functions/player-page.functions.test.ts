// The link-preview function (functions/src/player-page.js) through the Hosting emulator, as a crawler sees it: GET
// /p/{uid} without JavaScript gives the app's CV page with the player's title, description and picture in its meta
// tags, every value escaped; members-only players get the generic page, unknown ones the not-found page (404).
// Runs inside `emulators:exec` with the Functions and Hosting emulators and the built site (npm test's e2e stage).
import { afterAll, describe, expect, it } from 'vitest';
import { validPlayer } from '../rules/fixtures';
import { account, deleteAccounts } from './support/auth-rest';
import { read, remove, write, type Fields } from './support/firestore-rest';

const HOSTING = `http://${process.env.SKORA_HOSTING_HOST ?? '127.0.0.1:4173'}`;
const STORAGE = `http://${process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '127.0.0.1:9199'}`;
const BUCKET = 'demo-skora.appspot.com';
const TRIGGER_TIMEOUT_MS = 30_000;

const run = Date.now().toString(36);
const created = new Set<string>();
const uid = async (name: string) => {
  const id = `fn-page-${run}-${name}`;
  created.add(id);
  // Only verified owners are listed (the page reads the index entry): every test player has a verified account.
  await account(id);
  return id;
};

afterAll(async () => {
  for (const id of created) await remove(`players/${id}`);
  // The journeys next count the seeded public players: wait until the functions have taken these out again.
  for (const id of created) await until(`playerIndex/${id} to be gone`, async () => ((await read(`playerIndex/${id}`)) ? undefined : true));
  await deleteAccounts(created);
});

async function until<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() - started > TRIGGER_TIMEOUT_MS) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

/** Writes a CV (as the admin) and waits for the function-written index entry the page is built from. */
async function player(id: string, overrides: Fields, ready: (entry: Record<string, unknown>) => boolean = () => true) {
  const now = new Date();
  await write(`players/${id}`, { ...(validPlayer() as Fields), createdAt: now, updatedAt: now, ...overrides });
  await until(`playerIndex/${id}`, async () => {
    const entry = await read(`playerIndex/${id}`);
    return entry && ready(entry) ? entry : undefined;
  });
}

/** What a crawler gets: status, headers and the page's HTML. */
async function crawl(path: string) {
  const response = await fetch(`${HOSTING}${path}`, { headers: { 'User-Agent': 'Twitterbot/1.0' } });
  return { status: response.status, cache: response.headers.get('cache-control'), html: await response.text() };
}

/** The content of `<meta {attribute}="{key}" content="…">`, as written (entities kept), or undefined. */
function meta(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];
}
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('GET /p/{uid} through Hosting', () => {
  it("puts a public player's title, description and picture in the meta tags", async () => {
    const id = await uid('public');
    const upload = await fetch(
      `${STORAGE}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=${encodeURIComponent(`profilePictures/${id}`)}`,
      { method: 'POST', headers: { Authorization: 'Bearer owner', 'Content-Type': 'image/png' }, body: new Uint8Array([137, 80, 78, 71]) },
    );
    expect(upload.ok).toBe(true);
    await player(id, { firstName: 'Ana', lastName: 'Silva', hasPhoto: true }, (entry) => entry.hasPhoto === true);

    const page = await crawl(`/p/${id}`);
    expect(page.status).toBe(200);
    expect(title(page.html)).toBe('Ana Silva | SKORA');
    expect(meta(page.html, 'og:title')).toBe('Ana Silva | SKORA');
    expect(meta(page.html, 'twitter:title')).toBe('Ana Silva | SKORA');
    expect(meta(page.html, 'description')).toMatch(/^Central midfielder \(CM\) · \d+ years old · CD Leganés · Madrid, Spain · Open to offers\. /);
    expect(meta(page.html, 'og:description')).toBe(meta(page.html, 'description'));
    expect(meta(page.html, 'og:type')).toBe('profile');
    expect(meta(page.html, 'og:url')).toMatch(new RegExp(`/p/${id}$`));
    const picture = `${STORAGE}/v0/b/${BUCKET}/o/${encodeURIComponent(`profilePictures/${id}`)}?alt=media`;
    expect(meta(page.html, 'og:image')).toBe(picture.replace(/&/g, '&amp;'));
    expect(meta(page.html, 'twitter:image')).toBe(meta(page.html, 'og:image'));
    expect((await fetch(picture)).status).toBe(200);
    expect(meta(page.html, 'robots')).toBeUndefined();
    // The app's CV page: the skeleton the browser hydrates, and a short CDN cache.
    expect(page.html).toContain('aria-label="Loading the CV"');
    expect(page.html).toContain('src="/boot.js"');
    expect(page.cache).toBe('public, max-age=0, s-maxage=300');
    await fetch(picture, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  });

  it('escapes a hostile name and club everywhere they appear', async () => {
    const id = await uid('hostile');
    await player(id, { firstName: '<script>alert("x")</script>', lastName: `"/><img src=x onerror=alert('y')>`, currentClub: 'O&M </title>' });
    const page = await crawl(`/p/${id}`);
    expect(page.status).toBe(200);
    const head = page.html.slice(0, page.html.indexOf('</head>'));
    expect(head).not.toMatch(/<script>|<img|onerror=alert\('|<\/title>.*<\/title>/s);
    expect(title(page.html)).toBe('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;/&gt;&lt;img src=x onerror=alert(&#39;y&#39;)&gt; | SKORA');
    expect(meta(page.html, 'og:title')).toBe(title(page.html));
    expect(meta(page.html, 'description')).toContain('O&amp;M &lt;/title&gt;');
    // Exactly the template's tags: nothing the player wrote became an element.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/<script/g)).toHaveLength(1); // boot.js
  });

  it("previews a child's public CV without their town or club, and keeps it out of search engines", async () => {
    const id = await uid('child');
    const twelve = `${new Date().getUTCFullYear() - 12}-01`;
    await player(id, { firstName: 'Leo', lastName: 'Costa', birthMonth: twelve }, (entry) => entry.birthMonth === twelve);
    const page = await crawl(`/p/${id}`);
    expect(page.status).toBe(200);
    // Who it is, for the link shared on purpose; not where to find him.
    expect(title(page.html)).toBe('Leo Costa | SKORA');
    expect(meta(page.html, 'description')).toMatch(/^Central midfielder \(CM\) · 1[12] years old · Spain · Open to offers\. /);
    expect(page.html).not.toContain('Leganés');
    expect(page.html).not.toContain('Madrid');
    expect(meta(page.html, 'robots')).toBe('noindex');
  });

  it('gives a members-only player the generic page: no name, nothing indexed', async () => {
    const id = await uid('members');
    await player(id, { firstName: 'Secret', lastName: 'Keeper', visibility: 'members' });
    const page = await crawl(`/p/${id}`);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain('Secret');
    expect(title(page.html)).toBe('A SKORA player CV | SKORA');
    expect(meta(page.html, 'og:title')).toBe('A SKORA player CV | SKORA');
    expect(meta(page.html, 'og:image')).toMatch(/\/og-image\.png$/);
    expect(meta(page.html, 'robots')).toBe('noindex');
  });

  it('answers an unknown player, or a path that names none, with the not-found page and 404', async () => {
    for (const path of [`/p/nobody-${run}`, '/p/__reserved__']) {
      const page = await crawl(path);
      expect(page.status, path).toBe(404);
      expect(title(page.html), path).toBe('Player not found | SKORA');
      expect(meta(page.html, 'robots'), path).toBe('noindex');
      expect(page.html, path).toContain('aria-label="Loading the CV"');
    }
  });
});
