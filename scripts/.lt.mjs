import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (let run = 0; run < 2; run++) {
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lt.push([Math.round(e.startTime), Math.round(e.duration)]); }).observe({ type: 'longtask', buffered: true }); });
await page.goto('http://127.0.0.1:4173' + process.argv[2]);
await page.waitForTimeout(5000);
const r = await page.evaluate(() => ({ lt: window.__lt, marks: performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime)]), fcp: Math.round(performance.getEntriesByName('first-contentful-paint')[0]?.startTime), res: performance.getEntriesByType('resource').filter(r=>/assets|googleapis|8080|9199|9099/.test(r.name)).map(r => [r.name.split('/').pop().slice(0,40), Math.round(r.startTime), Math.round(r.responseEnd)]) }));
console.log(JSON.stringify(r.marks), 'fcp', r.fcp);
console.log('longtasks', JSON.stringify(r.lt));
if (run === 0) for (const x of r.res) console.log('  ', x.join(' '));
await page.close();
}
await browser.close();
