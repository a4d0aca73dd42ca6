import { expect, test, type Page, type TestInfo } from '../support/test';
import { openUserMenu, signInThroughScreen } from '../support/flows';
import {
  approveSeller,
  createDrop,
  createImageDrop,
  inviteSeller,
  loginSellerApi,
  newSeller,
  openDashboardAs,
} from '../support/dashboard-data';
import { saveScreen } from '../support/screens';

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

function dropItem(page: Page, testInfo: TestInfo, name: string) {
  return isMobile(testInfo)
    ? page.getByRole('list', { name: 'Your drops' }).getByRole('listitem').filter({ hasText: name })
    : page.getByRole('table', { name: 'Your drops' }).getByRole('row', { name: new RegExp(name) });
}

async function expectNoApplyInUserMenu(page: Page) {
  await openUserMenu(page);
  await expect(page.getByRole('link', { name: 'Edit Profile' }).last()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Apply to Sell' })).toHaveCount(0);
  await page.keyboard.press('Escape');
}

test("the first-login dialog shows once: YOU'RE IN!, then never again", async ({
  page,
}, testInfo) => {
  const seller = await newSeller('flex', { greeted: false });
  await signInThroughScreen(page, seller.account);
  const dialog = page.getByRole('dialog', { name: "YOU'RE IN!" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'CLOSE' })).toBeFocused();
  await saveScreen(page, testInfo, 'dashboard-first-login');
  await dialog.getByRole('button', { name: 'CLOSE' }).click();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(page.getByText('No Drops yet')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Stored on the server: a new sign-in does not bring it back either.
  await page.evaluate(() => window.localStorage.clear());
  await signInThroughScreen(page, seller.account);
  await expect(page.getByText('No Drops yet')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect((await loginSellerApi(seller.account)).seller.firstLogin).toBe(false);
});

test('the first-login dialog: ADD goes to the drop form and also ends the first login', async ({
  page,
}) => {
  const seller = await newSeller('sell', { greeted: false });
  await signInThroughScreen(page, seller.account);
  const dialog = page.getByRole('dialog', { name: 'APPROVED' });
  await dialog.getByRole('button', { name: 'ADD' }).click();
  await expect(page).toHaveURL(/\/add-product$/);
  await expect
    .poll(async () => (await loginSellerApi(seller.account)).seller.firstLogin)
    .toBe(false);
});

test('apply to sell, approval by the administrator, APPROVED on the next visit, sell everywhere', async ({
  page,
}, testInfo) => {
  const seller = await newSeller('flex');
  await createImageDrop(seller, { name: 'Flex Piece' });
  await openDashboardAs(page, seller);

  // A flex account: Date Added, no Sell yet.
  const piece = dropItem(page, testInfo, 'Flex Piece');
  await expect(piece).toBeVisible();
  if (!isMobile(testInfo))
    await expect(page.getByRole('columnheader')).toHaveText([
      'Drop',
      'Category',
      'Date Added',
      'Status',
      'Actions',
    ]);
  await expect(piece.getByRole('button', { name: 'Sell' })).toHaveCount(0);

  // Apply to sell is the user menu's (the shell's dialog): the dashboard follows the session.
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Apply to Sell' }).click();
  const apply = page.getByRole('dialog', { name: 'Apply to sell' });
  await apply.getByRole('button', { name: 'APPLY' }).click();
  await expect(page.getByText('You have submitted a request to sell.')).toBeVisible();
  await expect(page.getByText('Please wait for confirmation.')).toBeVisible();
  await expect(page.getByRole('note')).toHaveText('Your request to sell is under review.');
  await saveScreen(page, testInfo, 'dashboard-apply-to-sell');
  await expectNoApplyInUserMenu(page);

  // Requested: Sell shows, and tells a flex seller to wait.
  await piece.getByRole('button', { name: 'Sell' }).click();
  await expect(page.getByText('Seller Account is under review.')).toBeVisible();
  await expect(
    page.getByText('you will be able to sell after your account is approved.'),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'dashboard-sell-under-review');

  await approveSeller(seller.seller._id);
  await page.reload();
  const approved = page.getByRole('dialog', { name: 'APPROVED' });
  await expect(approved).toBeVisible();
  await saveScreen(page, testInfo, 'dashboard-approved');
  await approved.getByRole('button', { name: 'CLOSE' }).click();
  await expect(approved).toBeHidden();

  // The session is sell now, without signing in again: sell columns, Sell opens the form.
  if (!isMobile(testInfo))
    await expect(page.getByRole('columnheader', { name: 'Price' })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await dropItem(page, testInfo, 'Flex Piece').getByRole('button', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/\/add-product\/[0-9a-f]{24}$/);
  const stored = await page.evaluate(() => window.localStorage.getItem('seller-session'));
  expect(JSON.parse(stored ?? '{}').seller).toMatchObject({
    accountType: 'sell',
    isApproved: true,
  });
});

test('invitation: Become Seller accepts and the account is sell at once', async ({
  page,
}, testInfo) => {
  const seller = await newSeller('flex');
  await createDrop(seller, { name: 'Invited Piece', status: 'Draft' });
  await inviteSeller(seller.seller._id);
  await openDashboardAs(page, seller);

  const invitation = page.getByRole('dialog', { name: 'INVITATION' });
  await expect(invitation).toBeVisible();
  await saveScreen(page, testInfo, 'dashboard-invitation');
  await invitation.getByRole('button', { name: 'Become Seller' }).click();
  const approved = page.getByRole('dialog', { name: 'APPROVED' });
  await expect(approved).toBeVisible();
  await saveScreen(page, testInfo, 'dashboard-invitation-approved');
  await approved.getByRole('button', { name: 'CLOSE' }).click();
  await expect(approved).toBeHidden();

  // Invitation accepted and the drop is not selling: Sell opens the form.
  await expectNoApplyInUserMenu(page);
  await dropItem(page, testInfo, 'Invited Piece').getByRole('button', { name: 'Sell' }).click();
  await expect(page).toHaveURL(/\/add-product\/[0-9a-f]{24}$/);

  const fresh = await loginSellerApi(seller.account);
  expect(fresh.seller).toMatchObject({
    accountType: 'sell',
    isApproved: true,
    invitation: 'accepted',
  });
});

test('invitation: Cancel declines and it does not come back', async ({ page }, testInfo) => {
  const seller = await newSeller('flex');
  await inviteSeller(seller.seller._id);
  await openDashboardAs(page, seller);

  const invitation = page.getByRole('dialog', { name: 'INVITATION' });
  await invitation.getByRole('button', { name: 'Cancel' }).click();
  await expect(invitation).toBeHidden();
  await page.reload();
  await expect(page.getByText('No Drops yet')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await saveScreen(page, testInfo, 'dashboard-flex-empty');
  await openUserMenu(page);
  await expect(page.getByRole('button', { name: 'Apply to Sell' })).toBeVisible();

  const fresh = await loginSellerApi(seller.account);
  expect(fresh.seller).toMatchObject({ accountType: 'flex', invitation: 'rejected' });
});
