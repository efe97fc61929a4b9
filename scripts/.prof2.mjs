import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const cdp = await page.context().newCDPSession(page);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto('http://127.0.0.1:4173' + process.argv[2]);
await page.waitForTimeout(5000);
const { profile } = await cdp.send('Profiler.stop');
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map(); for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
// find contiguous busy windows (non-idle) longer than 40ms
let t = profile.startTime; const samples = [];
profile.samples.forEach((s, i) => { t += profile.timeDeltas[i]; samples.push([t, byId.get(s)]); });
let windows = []; let cur = null;
for (const [ts, n] of samples) { const idle = n.callFrame.functionName === '(idle)'; if (!idle) { if (!cur) cur = { start: ts, end: ts, samples: [] }; cur.end = ts; cur.samples.push(n); } else if (cur && ts - cur.end > 2000) { windows.push(cur); cur = null; } }
if (cur) windows.push(cur);
windows = windows.filter((w) => w.end - w.start > 40000).sort((a, b) => (b.end - b.start) - (a.end - a.start)).slice(0, 3);
for (const w of windows) {
  console.log('window', Math.round((w.start - profile.startTime) / 1000), 'ms, dur', Math.round((w.end - w.start) / 1000));
  const incl = new Map();
  for (const n of w.samples) { const seen = new Set(); let id = n.id; while (id) { const m = byId.get(id); const k = `${m.callFrame.functionName || '(anon)'} ${m.callFrame.url.split('/').pop()}`; if (!seen.has(k)) { incl.set(k, (incl.get(k) ?? 0) + 1); seen.add(k); } id = parent.get(id); } }
  for (const [k, v] of [...incl.entries()].sort((a, b) => b[1] - a[1]).slice(0, 22)) console.log('   ', String(v).padStart(5), k);
}
await browser.close();
