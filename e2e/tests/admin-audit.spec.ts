import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { csvRecords } from '@drops/admin-service/testing/csv';
import { createProducts, createSeller, signInAdministrator, uniqueTag } from '../support/admin';
import { saveScreen } from '../support/screens';

/**
 * Issue 16 in the administration area, at 1280 and 390 px: reject a sell sign-up with a reason
 * in the seller dialog, pause a live drop with a reason and restore it in the drop dialog, find
 * both on the Activity page and filter to them, and export CSVs that parse with the right rows.
 */

async function downloadCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const file = await download.path();
  return csvRecords(fs.readFileSync(file!, 'utf8'));
}

test('reject with a reason, pause and restore a drop, the Activity page and CSV exports', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const tag = uniqueTag('au');
  const applicant = await createSeller(tag, 'sell', 1);
  const maker = await createSeller(tag, 'flex', 2);
  const dropName = `Vase ${tag}`;
  const [dropId] = await createProducts(maker, [dropName], 'Published', 'art');

  await signInAdministrator(page);

  // Reject the sell sign-up in its dialog, with a reason and a note.
  await page.goto(`/admin/sellers?search=${applicant.username}`);
  await page.getByRole('button', { name: `View ${applicant.username}` }).click();
  const sellerDialog = page.getByRole('dialog', { name: 'Seller details' });
  const decision = sellerDialog.getByRole('form', { name: 'Review decision' });
  await decision.getByLabel('Reason').selectOption('unverifiable_work_link');
  await decision.getByLabel('Note (optional)').fill('The portfolio link answers 404');
  await expect(decision.getByText('30/500')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-audit-reject-dialog');
  // Keyboard: from the note, Tab reaches the button and Enter sends.
  await decision.getByLabel('Note (optional)').press('Tab');
  await expect(decision.getByRole('button', { name: 'Reject with reason' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Seller rejected successfully')).toBeVisible();
  const sellerHistory = sellerDialog.getByRole('region', { name: 'History' });
  await expect(sellerHistory.getByText('Rejected seller')).toBeVisible();
  await expect(
    sellerHistory.getByText('Unverifiable work link — The portfolio link answers 404'),
  ).toBeVisible();
  await expect(decision).toHaveCount(0);
  await sellerDialog.getByRole('button', { name: 'Close' }).click();

  // Pause the live drop with a reason, then restore it.
  await page.goto(`/admin/products?search=${tag}`);
  await page.getByRole('button', { name: `View ${dropName}` }).click();
  const dropDialog = page.getByRole('dialog', { name: 'Product details' });
  const moderation = dropDialog.getByRole('region', { name: 'Moderation' });
  await expect(moderation.getByText('Not paused')).toBeVisible();
  const pause = moderation.getByRole('form', { name: 'Pause drop' });
  await pause.getByLabel('Reason').selectOption('prohibited_item');
  await pause.getByLabel('Note (optional)').fill('Replica goods');
  await pause.getByRole('button', { name: 'Pause drop' }).click();
  await expect(page.getByText('Drop paused')).toBeVisible();
  await expect(
    moderation.getByRole('definition').filter({ hasText: 'Prohibited item' }),
  ).toBeVisible();
  await expect(moderation.getByText('Replica goods')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-audit-paused-drop');
  const restore = moderation.getByRole('form', { name: 'Restore drop' });
  await restore.getByRole('button', { name: 'Restore drop' }).click();
  await expect(page.getByText('Drop restored')).toBeVisible();
  await expect(moderation.getByText('Not paused')).toBeVisible();
  const dropHistory = dropDialog.getByRole('region', { name: 'History' });
  await expect(dropHistory.getByRole('listitem')).toHaveCount(2);
  await expect(dropHistory.getByText('Restored drop')).toBeVisible();
  await expect(dropHistory.getByText('Prohibited item — Replica goods')).toBeVisible();
  await dropDialog.getByRole('button', { name: 'Close' }).click();

  // The products export with the list's search holds the drop.
  const products = await downloadCsv(page);
  expect(products.map((product) => product._id)).toEqual([dropId]);
  expect(products[0]).toMatchObject({ name: dropName, status: 'published', category: 'art' });

  // The Activity page lists it all, and filters.
  await page
    .getByRole('navigation', { name: 'Administration' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(/\/admin\/activity$/);
  const activity = page.getByRole('table', { name: 'Activity' });
  await expect(activity.getByRole('row').nth(1)).toContainText('Restored drop');
  await expect(activity.getByRole('row').nth(2)).toContainText('Paused drop');
  await expect(activity.getByRole('row').nth(3)).toContainText('Rejected seller');
  await saveScreen(page, testInfo, 'admin-audit-activity');

  await page.getByLabel('Action').selectOption('product_pause');
  await page.getByLabel('Target id').fill(dropId!);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(new RegExp(`action=product_pause&targetId=${dropId}$`));
  await expect(activity.getByRole('row')).toHaveCount(2);
  await expect(activity.getByRole('row').nth(1)).toContainText('Prohibited item — Replica goods');
  await expect(page.getByText('1 entry')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-audit-activity-filtered');

  const entries = await downloadCsv(page);
  expect(entries).toHaveLength(1);
  expect(entries[0]).toMatchObject({
    action: 'product_pause',
    targetType: 'product',
    targetId: dropId,
    reason: 'prohibited_item',
    note: 'Replica goods',
  });
  expect(JSON.parse(entries[0]!.before!)).toMatchObject({ status: 'published' });
  expect(JSON.parse(entries[0]!.after!)).toMatchObject({ status: 'paused' });

  // The sellers export with the list's search holds the rejected applicant.
  await page.goto(`/admin/sellers?search=${applicant.username}`);
  await expect(page.getByText('1 seller')).toBeVisible();
  const sellers = await downloadCsv(page);
  expect(sellers).toHaveLength(1);
  expect(sellers[0]).toMatchObject({
    _id: applicant.id,
    username: applicant.username,
    status: 'rejected',
    isActive: 'false',
  });
});
