import { expect, test, type Page } from '../support/test';
import { createProducts, createSeller, signInAdministrator, uniqueTag } from '../support/admin';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const table = (page: Page) => page.getByRole('table', { name: 'Products' });
const row = (page: Page, name: string) => table(page).getByRole('row').filter({ hasText: name });
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search products' });

test('products: filter, search and paginate 27 products; the URL keeps it all @replicas', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const tag = uniqueTag('ap');
  const seller = await createSeller(tag, 'flex', 1);
  const names = (count: number, word: string, from = 0) =>
    Array.from({ length: count }, (_, index) => `${word} ${tag} ${from + index}`);
  await createProducts(seller, names(12, 'Jacket'), 'Published', 'fashion');
  await createProducts(seller, names(8, 'Serum', 12), 'Published', 'beauty');
  await createProducts(seller, names(7, 'Sketch', 20), 'Draft', 'art');

  await signInAdministrator(page);
  await page.goto('/admin/products');
  await search(page).fill(tag);
  await expect(page).toHaveURL(new RegExp(`/admin/products\\?search=${tag}$`));
  await expect(page.getByText('27 products')).toBeVisible();
  await expect(table(page).locator('tbody tr')).toHaveCount(10);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  // Seller, picture and badge on each row.
  const first = table(page).locator('tbody tr').first();
  await expect(first.getByText(seller.username, { exact: true })).toBeVisible();
  await expect(first.getByRole('img')).toHaveAttribute('data-media-state', 'ready');
  await expect(first.getByText('No badge')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-products');

  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`search=${tag}&page=3$`));
  await expect(table(page).locator('tbody tr')).toHaveCount(7);
  await page.goBack();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();

  await page.getByLabel('Status').selectOption('draft');
  await expect(page).toHaveURL(new RegExp(`search=${tag}&status=draft$`));
  await expect(page.getByText('7 products')).toBeVisible();
  await expect(row(page, `Sketch ${tag} 20`).getByText('Draft')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);

  await page.getByLabel('Status').selectOption('published');
  await expect(page.getByText('20 products')).toBeVisible();
  await page.getByLabel('Category').selectOption('Beauty');
  await expect(page.getByText('8 products')).toBeVisible();
  await expect(row(page, `Serum ${tag} 12`).getByText('Published')).toBeVisible();
  await page.getByLabel('Category').selectOption('Wellness');
  await expect(page.getByText('No products found')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-products-empty');

  await page.getByLabel('Category').selectOption('all');
  await page.getByLabel('Status').selectOption('all');
  await search(page).fill(`jacket ${tag}`);
  await search(page).press('Enter');
  await expect(page.getByText('12 products')).toBeVisible();

  const shared = page.url();
  await page.goto('/admin/dashboard');
  await page.goto(shared);
  await expect(search(page)).toHaveValue(`jacket ${tag}`);
  await expect(page.getByText('12 products')).toBeVisible();
});

test('products: toggle a badge, in the row and in the detail modal', async ({ page }, testInfo) => {
  const tag = uniqueTag('ab');
  const seller = await createSeller(tag, 'flex', 1);
  const [name] = [`Lamp ${tag}`];
  await createProducts(seller, [name], 'Published', 'art');

  await signInAdministrator(page);
  await page.goto(`/admin/products?search=${tag}`);
  await row(page, name).getByRole('button', { name: 'Add Badge' }).click();
  await expect(page.getByText('Product badged successfully')).toBeVisible();
  await expect(row(page, name).getByText('Badged', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `View ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Product details' });
  await expect(dialog.getByText('Made by the administration e2e suite.')).toBeVisible();
  await expect(dialog.getByText(seller.username)).toBeVisible();
  await saveScreen(page, testInfo, 'admin-product-detail');
  await dialog.getByRole('button', { name: 'Remove Badge' }).click();
  await expect(page.getByText('Product unbadged successfully')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Badge' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(row(page, name).getByText('No badge')).toBeVisible();

  // The badge is stored: a reload reads it from the server.
  await row(page, name).getByRole('button', { name: 'Add Badge' }).click();
  // The first "badged" toast may still be showing (4 s).
  await expect(page.getByText('Product badged successfully').last()).toBeVisible();
  await page.reload();
  await expect(row(page, name).getByText('Badged', { exact: true })).toBeVisible();

  // The seller sees it under the dashboard's Badges filter.
  // (A flex seller made by registerSeller has already seen the first-login dialog.)
  await signInThroughScreen(page, seller);
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Badges' });
  await expect(page.getByText(name, { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'admin-badged-drop-on-seller-dashboard');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Draft' });
  await expect(page.getByText(name, { exact: true })).toBeHidden();
});
