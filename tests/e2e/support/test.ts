// The journeys' `test`: Playwright's, with every page waiting after a full load (goto, reload) until the app has
// hydrated the pre-rendered HTML (app/shell/app-ready.tsx marks <html data-ready>). A person can read a pre-rendered page at once, but
// its buttons and forms only work after hydration; the journeys act the moment they can, so they wait for that.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

const READY = 'html[data-ready]';

function waitForApp(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // `waitUntil: 'commit'` asks for no waiting at all: the journey looks at the page while it loads.
    if (options?.waitUntil !== 'commit') await page.waitForSelector(READY, { state: 'attached' });
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await page.waitForSelector(READY, { state: 'attached' });
    return response;
  };
}

/** What the browser said that a failure's reader wants: warnings, errors and uncaught exceptions, in order. */
function recordConsole(page: Page, lines: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') lines.push(`[${message.type()}] ${message.text()}`);
  });
  page.on('pageerror', (error) => lines.push(`[uncaught] ${error.message}`));
}

export const test = base.extend({
  context: async ({ context }, use, testInfo) => {
    const lines: string[] = [];
    for (const page of context.pages()) {
      waitForApp(page);
      recordConsole(page, lines);
    }
    context.on('page', (page) => {
      waitForApp(page);
      recordConsole(page, lines);
    });
    await use(context);
    // A failure comes with what the app logged (a save's Firestore code, a refused read): the list reporter prints it.
    if (testInfo.status !== testInfo.expectedStatus && lines.length > 0) {
      await testInfo.attach('browser console', { body: lines.join('\n'), contentType: 'text/plain' });
    }
  },
});
