import { expect, test } from '../support/test';
import { signInAdministrator } from '../support/admin';
import { createDrop, expectToast, newSellSeller } from '../support/drop-editor';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

/**
 * Issue 29: the SKU, added by the drops README's recipe, from the sell form (after Quantity) to
 * the stored drop and the administrator's drop detail.
 */
test('a sell seller gives a drop its SKU; the edit form and the administrator’s detail show it', async ({
  page,
}, testInfo) => {
  const seller = await newSellSeller('drop_sku');
  const name = `Coded shell ${testInfo.project.name} ${Date.now()}`;
  const drop = await createDrop(seller, { name, status: 'Draft' });

  await signInThroughScreen(page, seller);
  await page.goto(`/add-product/${drop._id}`);
  await expect(page.getByRole('heading', { name: 'EDIT DROP' })).toBeVisible();
  const sku = page.getByLabel('SKU', { exact: true });
  await expect(sku).toHaveValue('');
  await page.getByLabel('Quantity').focus();
  await page.keyboard.press('Tab');
  await expect(sku).toBeFocused();
  await page.keyboard.type('  NY-SHELL-042 ');
  await sku.scrollIntoViewIfNeeded();
  await saveScreen(page, testInfo, 'editor-sku');
  await page.getByRole('button', { name: 'SAVE DRAFT' }).click();
  await expectToast(page, 'YOU SAVED YOUR DRAFT.');
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/add-product/${drop._id}`);
  await expect(page.getByLabel('SKU', { exact: true })).toHaveValue('NY-SHELL-042');

  await signInAdministrator(page);
  await page.goto(`/admin/products?search=${encodeURIComponent(name)}`);
  await page.getByRole('button', { name: `View ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Product details' });
  await expect(dialog.getByText('SKU', { exact: true })).toBeVisible();
  await expect(dialog.getByText('NY-SHELL-042', { exact: true })).toBeVisible();
  await saveScreen(page, testInfo, 'admin-product-detail-sku');
});
