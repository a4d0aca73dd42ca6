import { test as base, type BrowserContext } from '@playwright/test';

export * from '@playwright/test';

/** How many of a test's last browser events a failure prints. */
const keptEvents = 80;
/** How much of each open page's text a failure prints. */
const pageTextChars = 2_000;

function watchBrowser(context: BrowserContext, note: (line: string) => void) {
  context.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      note(`console ${message.type()}: ${message.text()}`);
  });
  context.on('weberror', (error) => note(`page error: ${error.error().message}`));
  context.on('response', (response) => {
    if (response.status() >= 400)
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  context.on('requestfailed', (request) =>
    note(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`),
  );
  context.on('page', (page) =>
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) note(`went to ${frame.url()}`);
    }),
  );
}

/**
 * Playwright's `test`, telling on stdout what the browser saw when a test fails: its last errors,
 * refused or failed requests and navigations, and each open page's address and text. CI keeps
 * only the run's output, not the traces and screenshots, so a failure there has to say it.
 */
export const test = base.extend<{ failureReport: void }>({
  failureReport: [
    async ({ context }, use, testInfo) => {
      const events: string[] = [];
      watchBrowser(context, (line) => {
        events.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
        if (events.length > keptEvents) events.shift();
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      const pages = await Promise.all(
        context.pages().map(async (page) => {
          const text = await page
            .locator('body')
            .innerText({ timeout: 2_000 })
            .catch(() => '(no text)');
          return `page ${page.url()}\n${text.slice(0, pageTextChars)}`;
        }),
      );
      console.error(
        [
          `--- what the browser saw: ${testInfo.titlePath.slice(1).join(' › ')}`,
          ...events,
          ...pages,
        ]
          .join('\n')
          .concat('\n---'),
      );
    },
    { auto: true },
  ],
});
