import { expect, test } from '../support/test';
import { recordRequests, stepsBefore } from '@drops/stack/request-steps';
import { createImageDrop, newSeller, openDashboardAs } from '../support/dashboard-data';

/**
 * Issue 28's loading speed, as a structure that a regression breaks: with the cache disabled and
 * 100 ms round trips (so requests that do not wait on each other overlap), the dashboard's first
 * row with its thumbnail's signed link comes after at most 4 sequential steps (2 today: the
 * document; then the shell's script, start-up chunks and seller layout and the dashboard's files,
 * all preloaded by the page, and the list with its links, asked by the page's own script). The
 * old way took 7 or more: the list waited for the dashboard's code, the links for the list.
 */
test('the first drop row comes after at most 4 sequential steps', async ({ page }) => {
  const seller = await newSeller('sell', { prefix: 'speed' });
  await createImageDrop(seller, { name: 'First Row Jacket', price: 20, quantity: 3 });

  // The shell's server learns the registry and the dashboard's manifest with its first pages
  // (kept a few seconds): wait until its page preloads the dashboard's files (the shell's own
  // start-up chunks are preloaded from the first page on).
  await expect
    .poll(async () => (await page.request.get('/dashboard')).text(), { timeout: 15_000 })
    .toMatch(
      /<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]*\/mf-manifest\.json"/,
    );
  const requests = await recordRequests(await page.context().newCDPSession(page), {
    latencyMs: 100,
  });
  await openDashboardAs(page, seller);
  // The first row (1280 px) or card (390 px) with its thumbnail's signed link.
  await expect(
    page.locator('[data-thumbnail] img[data-media-state="ready"]').first(),
  ).toBeVisible();
  const shownAt = (await page.evaluate('performance.timeOrigin + performance.now()')) as number;

  // From the dashboard's document on (the sign-in page came first, to store the session).
  const recorded = requests();
  const documentRequest = recorded.find(
    (request) => new URL(request.url).pathname === '/dashboard',
  );
  expect(documentRequest, 'the dashboard document was recorded').toBeDefined();
  const dashboardLoad = recorded.filter((request) => request.start >= documentRequest!.start);
  const chain = stepsBefore(dashboardLoad, shownAt, [
    /\/seller\/products\?/,
    /\/s3\/signed-urls/,
    /\/s3\/get-signed-url\/products\//,
  ]);
  const described = chain.map((request) => new URL(request.url).pathname).join(' → ');
  expect(chain.length, described).toBeLessThanOrEqual(4);
  // The list and its thumbnails' links arrive in one answer.
  expect(
    dashboardLoad.filter((request) =>
      /\/s3\/(signed-urls|get-signed-url\/products)/.test(request.url),
    ),
  ).toEqual([]);
});
