import { startEmulators } from '/work/main/scripts/emulators.mjs';
import { seed } from '/work/main/scripts/seed.mjs';
import { start, bin } from '/work/main/scripts/lib/run.mjs';
import { waitForHttp, CHROMIUM, CHROMIUM_FLAGS, axeRuns } from '/work/main/scripts/lib/page-audits.mjs';
import { chromium } from '/work/main/node_modules/@playwright/test/index.mjs';
const emu = await startEmulators({ log: () => {}, stdio: 'ignore', watchRules: false });
await seed({ log: () => {} });
const preview = start(bin('vite'), ['preview', '--logLevel', 'warn'], { stdio: 'ignore' });
try {
  await waitForHttp('http://127.0.0.1:4173/');
  const b = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  const ctx = await b.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 900 } });
  for (const p of ['/', '/player', '/reset-password', '/email-verification']) {
    const page = await ctx.newPage();
    await page.goto('http://127.0.0.1:4173' + p);
    await page.waitForFunction(() => document.querySelector('h1') && !document.querySelector('.loading-screen, [aria-busy="true"]'), undefined, { timeout: 15000 }).catch(() => console.log('not ready', p));
    await page.waitForLoadState('networkidle', { timeout: 3000 }).catch(() => {});
    await page.screenshot({ path: `/tmp/og/shot${p.replace(/\//g, '_')}.png`, fullPage: false });
    console.log(p, await page.locator('h1').first().textContent(), 'articles/cards:', await page.locator('article, li').count());
    await page.close();
  }
  await b.close();
  // sanity: axe detects an injected violation
  const page = 'http://127.0.0.1:4173';
  const r = await axeRuns(page, ['/login']);
  console.log(JSON.stringify(r));
} finally {
  preview.kill('SIGTERM');
  await emu.stop();
}
