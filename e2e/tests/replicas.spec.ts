import { expect, test, type Response } from '../support/test';
import { signInAdministrator, uniqueTag } from '../support/admin';
import { startReplica, stopReplica } from '../support/control';
import { createImageDrop, newSeller } from '../support/dashboard-data';
import { apiBaseUrl } from '../support/environment';
import { signInThroughScreen } from '../support/flows';

/**
 * The replica run's own test (E2E_REPLICAS=1 only; the main run has no replicas to stop): the
 * browser's calls go through nginx, and the product works on either half of the replica stack,
 * one gateway and one replica of each service, with the other half stopped.
 */
const half = (index: 1 | 2) =>
  ['gateway', 'seller', 'catalog', 'admin'].map((part) => `${part}-${index}`);
const stopHalf = (index: 1 | 2) => Promise.all(half(index).map(stopReplica));
const startHalf = (index: 1 | 2) => Promise.all(half(index).map(startReplica));

test.afterEach(async () => {
  await Promise.all([startHalf(1), startHalf(2)]);
});

test('@replicas either half of the replicas serves the seller and the administrator; a write through one is read through the other', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Every API answer the page gets is nginx's (it puts its own Server header on what it passes on).
  const apiAnswers: Response[] = [];
  page.on('response', (response) => {
    if (response.url().startsWith(apiBaseUrl)) apiAnswers.push(response);
  });
  const seller = await newSeller('sell', { prefix: 'replica' });
  const tag = uniqueTag('rl');
  const name = `Replica Lamp ${tag}`;
  const dropRow = () =>
    page.getByRole('table', { name: 'Your drops' }).getByRole('row', { name: new RegExp(name) });

  // Half 2 alone: the seller signs in through the screen and writes a drop (with its picture).
  await stopHalf(1);
  await signInThroughScreen(page, seller.account);
  await expect(page.getByText('No Drops yet')).toBeVisible();
  await createImageDrop(seller, { name });
  await page.reload();
  await expect(dropRow()).toBeVisible();

  // Half 1 alone: the same session, the drop read at once, its picture from the storage.
  await startHalf(1);
  await stopHalf(2);
  await page.reload();
  await expect(dropRow()).toBeVisible();
  await expect(dropRow().locator('[data-thumbnail="image"] img')).toHaveAttribute(
    'data-media-state',
    'ready',
  );

  // The administrator finds it by search on half 1 (admin asks the catalog and the seller service).
  await signInAdministrator(page);
  await page.goto(`/admin/products?search=${tag}`);
  await expect(page.getByText('1 product', { exact: true })).toBeVisible();
  const adminRow = page.getByRole('table', { name: 'Products' }).getByRole('row', { name });
  await expect(adminRow.getByText(seller.account.username, { exact: true })).toBeVisible();
  await expect(adminRow.getByRole('img')).toHaveAttribute('data-media-state', 'ready');

  expect(apiAnswers.length).toBeGreaterThan(5);
  for (const answer of apiAnswers) expect(await answer.headerValue('server')).toMatch(/^nginx/);
});
