// Page audits for `npm run bench`: Lighthouse scores and axe-core accessibility violations, both in Debian's
// headless Chromium against a running server. They measure and report; nothing here passes or fails a page.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { createRequire } from 'node:module';

export const CHROMIUM = '/usr/bin/chromium';
/** No tool may download a browser or phone home: Debian's Chromium, headless, quiet. */
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** WCAG 2.0/2.1/2.2 level A and AA rules (axe's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const require = createRequire(import.meta.url);

/** Whether something listens on host:port. */
export function portInUse(port, host = '127.0.0.1') {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (open) => {
      socket.destroy();
      resolve(open);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** Resolves once `url` answers HTTP, or throws after `timeoutMs`. */
export async function waitForHttp(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000}s`);
      await new Promise((r) => setTimeout(r, 300));
    }
  }
}

/**
 * Signs `account` in on the app at `origin` in the Chromium listening on `port`, through its login page, so that the
 * session (the Auth SDK's IndexedDB) is there for the pages measured after it. Playwright drives that same Chromium
 * over CDP; it downloads nothing.
 */
async function signInOver(port, origin, account) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
    await page.close();
  } finally {
    // Connected over CDP, close() only disconnects: the browser and its session stay.
    await browser.close();
  }
}

/**
 * Empties the HTTP cache of the Chromium on `port`, and `origin`'s service worker and its caches (the session stays):
 * each signed-in run loads cold, as a member's first visit on a new device would.
 */
async function clearHttpCache(port, origin) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'service_workers,cache_storage' });
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse (mobile form factor, default simulated throttling) for each URL, one Chromium for all. With `signedIn`
 * (`{ origin, account: { email, password } }`), the account signs in first and every run keeps the session (Lighthouse
 * clears no storage) but starts from an empty HTTP cache: signed in, cold.
 * Returns [{ url, scores: { performance, accessibility, bestPractices, seo }, lcpMs, cls, tbtMs } | { url, error }].
 */
export async function lighthouseRuns(urls, { signedIn = null } = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS, logLevel: 'silent' });
  const results = [];
  try {
    if (signedIn) await signInOver(chrome.port, signedIn.origin, signedIn.account);
    for (const url of urls) {
      try {
        if (signedIn) await clearHttpCache(chrome.port, signedIn.origin);
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          ...(signedIn ? { disableStorageReset: true } : {}),
        });
        // A signed-in page that sent its visitor to the login page measured the wrong page.
        const landed = new URL(result.lhr.finalDisplayedUrl ?? url);
        if (signedIn && landed.pathname.startsWith('/login')) throw new Error('the session was lost: it landed on /login');
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
        const score = (id) => (categories[id]?.score == null ? null : Math.round(categories[id].score * 100));
        results.push({
          url,
          scores: {
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
          },
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? null,
          cls: audits['cumulative-layout-shift']?.numericValue ?? null,
          tbtMs: audits['total-blocking-time']?.numericValue ?? null,
          lcpElement: lcpElement(audits['largest-contentful-paint-element']),
          bytes: pageBytes(audits['network-requests']),
          // The longest main-thread tasks (Lighthouse's long-tasks: over 50 ms, with the script they are attributed to).
          longTasks: (audits['long-tasks']?.details?.items ?? [])
            .slice(0, 3)
            .map((task) => ({ ms: Math.round(task.duration), url: task.url ?? '' })),
          // The biggest estimated savings, to say where the performance score goes.
          opportunities: Object.values(audits)
            .filter((audit) => audit.details?.type === 'opportunity' && (audit.details.overallSavingsMs ?? 0) >= 50)
            .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
            .slice(0, 4)
            .map((audit) => ({ id: audit.id, savingsMs: audit.details.overallSavingsMs })),
          // What pulled the non-perfect categories down, for the report (failed audits' ids).
          failedAudits: Object.fromEntries(
            ['accessibility', 'best-practices', 'seo'].map((id) => [
              id,
              (categories[id]?.auditRefs ?? [])
                .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
                .map((ref) => ref.id),
            ]),
          ),
        });
      } catch (error) {
        results.push({ url, error: error.message });
      }
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

/**
 * What the page downloaded, from Lighthouse's network requests: the JS and the wasm (bytes on the wire), and the wasm
 * modules by name (`profile_bg-….wasm` → `profile`).
 */
function pageBytes(audit) {
  const items = audit?.details?.items ?? [];
  const isWasm = (item) => /\.wasm(\?|$)/.test(item.url ?? '') || item.mimeType === 'application/wasm';
  const total = (list) => list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const wasm = items.filter(isWasm);
  return {
    js: total(items.filter((item) => item.resourceType === 'Script' && !isWasm(item))),
    wasm: total(wasm),
    modules: wasm.map((item) => new URL(item.url).pathname.replace(/^.*\//, '').replace(/_bg-.*$|\.wasm$/, '')).sort(),
  };
}

/** The LCP element's selector and its phases (TTFB, load delay, load time, render delay), from Lighthouse's list details. */
function lcpElement(audit) {
  const [elementTable, phaseTable] = audit?.details?.items ?? [];
  const node = elementTable?.items?.[0]?.node;
  if (!node) return null;
  const phases = (phaseTable?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
  return { selector: node.selector ?? node.snippet ?? '?', snippet: node.snippet ?? '', phases };
}

/**
 * Opens each path in headless Chromium (one browser, one context made by `contextOptions`) and collects
 * `{ path, ...(await visit(page, path)) }`, or `{ path, error }` when a visit throws: one page's failure is a figure,
 * not the end of the run.
 */
export async function visitPages(paths, visit, contextOptions = {}) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const results = [];
  try {
    const context = await browser.newContext(contextOptions);
    for (const path of paths) {
      const page = await context.newPage();
      try {
        results.push({ path, ...(await visit(page, path)) });
      } catch (error) {
        results.push({ path, error: error.message.split('\n')[0] });
      } finally {
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

/**
 * axe-core (WCAG 2 A/AA) on each page after it has rendered: its heading is there and no loading screen is left.
 * Returns [{ path, violations: [{ id, impact, help, targets: string[] }] } | { path, error }].
 */
export async function axeRuns(origin, paths, { readyTimeoutMs = 15_000 } = {}) {
  const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  // Reduced motion: transitions would otherwise be caught half-way and skew the colour-contrast checks.
  // bypassCSP: axe is injected as an inline script, which the site's Content-Security-Policy rightly refuses.
  const contextOptions = { reducedMotion: 'reduce', viewport: { width: 1280, height: 900 }, bypassCSP: true };
  return visitPages(
    paths,
    async (page, path) => {
      await page.goto(origin + encodeURI(path), { waitUntil: 'load' });
      await page
        .waitForFunction(
          () => document.querySelector('h1') && !document.querySelector('.loading-screen, [aria-busy="true"]'),
          undefined,
          { timeout: readyTimeoutMs },
        )
        .catch(() => {}); // audit what is there: a page stuck loading is itself worth seeing
      await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
      await page.addScriptTag({ content: axeSource });
      const violations = await page.evaluate(
        async (tags) => {
          const result = await window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
          return result.violations.map((v) => ({
            id: v.id,
            impact: v.impact,
            help: v.help,
            targets: v.nodes.map((n) => n.target.join(' >> ')),
          }));
        },
        WCAG_TAGS,
      );
      return { violations };
    },
    contextOptions,
  );
}
