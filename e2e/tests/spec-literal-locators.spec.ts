import { expect, test } from '../support/test';
import { signInAdministrator } from '../support/admin';
import { accounts } from '../support/environment';
import { newSeller, openDashboardAs } from '../support/dashboard-data';

/**
 * The screens as a test written from the spec alone finds them: Playwright's default text and
 * label matching is a case-insensitive substring, so each spec word must lead to one element, at
 * 1280 px and at 390 px.
 */

test('sign-up: the account types are found by their display labels alone', async ({ page }) => {
  await page.goto('/signup');
  // The description of the flex account mentions "selling": it must not name that radio.
  await expect(page.getByRole('radio', { name: 'Flexer', exact: true })).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'Seller', exact: true })).toHaveCount(1);
  await expect(page.getByLabel('Sell')).toHaveCount(1);
  await page.getByLabel('Sell').check();
  await expect(page.getByRole('radio', { name: 'Seller' })).toBeChecked();
  await expect(page.getByText('3 lives')).toBeVisible();
});

test('drop editor: "title" names the drop title field only', async ({ page }) => {
  const seller = await newSeller('sell', { prefix: 'lit' });
  await openDashboardAs(page, seller);
  await page.goto('/add-product');
  await expect(page.getByRole('heading', { name: 'ADD DROP' })).toBeVisible();
  await expect(page.getByLabel('Title')).toHaveCount(1);
  await page.getByLabel('Title').fill('Spec Drop');
  await expect(page.getByLabel('Drop title')).toHaveValue('Spec Drop');
});

test('empty dashboard: "ADD DROP" and "Add Drop" each find one button, and it adds a drop', async ({
  page,
}) => {
  const seller = await newSeller('sell', { prefix: 'lit' });
  await openDashboardAs(page, seller);
  await expect(page.getByText('No Drops yet')).toBeVisible();
  // The empty state's Add Drop only navigates: a link dressed as a button, beside the header's.
  await expect(page.getByRole('button', { name: 'Add Drop' })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Add Drop' })).toBeVisible();
  await page.getByRole('button', { name: 'ADD DROP' }).click();
  await expect(page).toHaveURL(/\/add-product$/);
});

test('administration: the sidebar entries and Logout are on screen at every width', async ({
  page,
}) => {
  await signInAdministrator(page);
  for (const name of ['Dashboard', 'Sellers', 'Products', 'Categories']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(accounts.admin.username, { exact: true })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Sellers', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/sellers$/);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
});
