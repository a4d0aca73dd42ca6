import { expect, test } from '../support/test';
import {
  createProducts,
  createSeller,
  signInAdministrator,
  suiteDatabase,
  uniqueTag,
} from '../support/admin';
import { saveScreen } from '../support/screens';

test('dashboard: the four counts match the database; the 5 latest sellers and products; View All', async ({
  page,
}, testInfo) => {
  const tag = uniqueTag('dash');
  // At least five of each, the newest ours.
  for (let index = 0; index < 4; index += 1) await createSeller(tag, 'sell', index);
  const seller = await createSeller(tag, 'flex', 9);
  await createProducts(
    seller,
    [1, 2, 3, 4, 5].map((index) => `Older ${tag} ${index}`),
    'Draft',
  );
  await createProducts(seller, [`Newest ${tag}`], 'Published', 'art');

  const database = suiteDatabase();
  try {
    const count = async (query: Promise<Array<Record<string, unknown>>>) =>
      Number(Object.values((await query)[0] ?? {})[0]);
    const expected = {
      'Total Sellers': await count(database('sellers').count({ n: '*' })),
      'Pending Sellers': await count(
        database('sellers').where({ is_active: true, is_approved: false }).count({ n: '*' }),
      ),
      'Total Products': await count(database('products').count({ n: '*' })),
      Categories: await count(database('categories').count({ n: '*' })),
    };

    // The four calls leave together (spec section 7: in parallel).
    const started: number[] = [];
    const finished: number[] = [];
    page.on('request', (request) => {
      if (/\/api\/v1\/admin\/(sellers|products|categories)\?/.test(request.url()))
        started.push(Date.now());
    });
    page.on('requestfinished', (request) => {
      if (/\/api\/v1\/admin\/(sellers|products|categories)\?/.test(request.url()))
        finished.push(Date.now());
    });
    await signInAdministrator(page);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    for (const [label, value] of Object.entries(expected)) {
      await expect(
        page
          .locator('dl > div')
          .filter({ has: page.getByText(label, { exact: true }) })
          .locator('dd'),
      ).toHaveText(String(value));
    }
    const dashboardCalls = started.slice(-4);
    expect(dashboardCalls).toHaveLength(4);
    expect(Math.max(...dashboardCalls)).toBeLessThanOrEqual(Math.min(...finished.slice(-4)));
  } finally {
    await database.destroy();
  }

  const sellers = page.getByRole('region', { name: 'Recent Sellers' });
  const products = page.getByRole('region', { name: 'Recent Products' });
  await expect(sellers.getByRole('listitem')).toHaveCount(5);
  await expect(sellers.getByRole('listitem').first()).toContainText(seller.username);
  await expect(products.getByRole('listitem')).toHaveCount(5);
  await expect(products.getByRole('listitem').first()).toContainText(`Newest ${tag}`);
  await saveScreen(page, testInfo, 'admin-dashboard');

  await sellers.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/admin\/sellers$/);
  await expect(page.getByRole('heading', { name: 'Sellers' })).toBeVisible();
  await page.goBack();
  await products.getByRole('link', { name: 'View All' }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: 'Products' })).toBeVisible();
});
