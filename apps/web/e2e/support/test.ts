// Playwright's `test`, for every spec: a page the server rendered (src/server/render.tsx) is on
// screen before the app's script has taken it over, and a click in between does nothing (as for a
// person on a slow phone). So each navigation (goto, reload, back, forward) also waits until the
// app runs the page (`<html data-hydrated>`, main.tsx), on the test's page and on any page of a
// context a test opens itself.
import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';

const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** Pages that run no script (a test's `javaScriptEnabled: false`): nothing to wait for. */
const scriptless = new WeakSet<Page>();
const waiting = new WeakSet<Page>();

function waitForTheAppAfterNavigations(page: Page): void {
  if (waiting.has(page)) return;
  waiting.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => Promise<unknown>;
    (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      if (!scriptless.has(page)) {
        await page.waitForFunction(() => !document.getElementById('server-render') || document.documentElement.dataset.hydrated === 'true');
      }
      return response;
    };
  }
}

export const test = base.extend<object, object>({
  context: async ({ context, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) context.on('page', (page) => scriptless.add(page));
    else context.on('page', waitForTheAppAfterNavigations);
    await use(context);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (options?.javaScriptEnabled === false) context.on('page', (page) => scriptless.add(page));
        else context.on('page', waitForTheAppAfterNavigations);
        return context;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
