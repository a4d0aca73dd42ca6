import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller, type SellerAccount } from '../support/api';
import { isMobile } from '../support/drop-editor';
import { openUserMenu, signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

async function openEditProfile(page: Page, account: SellerAccount) {
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
}

test('unsaved profile changes: a link and Logout ask first (KEEP EDITING and Escape stay, EXIT leaves unsaved); CANCEL goes back without asking', async ({
  page,
}, testInfo) => {
  const account = newSellerAccount('pleave');
  await registerSeller(account);
  await signInThroughScreen(page, account);
  await openEditProfile(page, account);
  const bio = page.getByLabel('Short Bio');
  const savedBio = await bio.inputValue();
  const cancel = page.getByRole('button', { name: 'CANCEL' });
  const dialog = page.getByRole('dialog', { name: 'LEAVE WITHOUT SAVING?' });

  // CANCEL is the way back to the dashboard, a change dropped unsaved, without a question.
  await bio.fill('Cancelled, never saved.');
  await cancel.click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toHaveCount(0);
  await openEditProfile(page, account);
  await expect(bio).toHaveValue(savedBio);

  // A change, then a link of the layout: asked; KEEP EDITING stays with the change.
  await bio.fill('Typed, never saved.');
  const toDashboard = isMobile(testInfo)
    ? page.getByRole('link', { name: 'Product' })
    : page.getByRole('link', { name: 'Drops' });
  await toDashboard.click();
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Your profile changes are not saved yet.');
  await saveScreen(page, testInfo, 'profile-leave-dialog');
  await dialog.getByRole('button', { name: 'KEEP EDITING' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(bio).toHaveValue('Typed, never saved.');

  // The link again and Logout: Escape stays (still signed in).
  await toDashboard.click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(bio).toHaveValue('Typed, never saved.');

  // EXIT leaves without saving: the server still has the old bio.
  await toDashboard.click();
  await dialog.getByRole('button', { name: 'EXIT' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await openEditProfile(page, account);
  await expect(bio).toHaveValue(savedBio);

  // SAVE PROFILE is not asked about: saved, then the dashboard.
  await bio.fill('Saved on purpose.');
  await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
  await expect(page.getByText('Your profile has been edited.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toHaveCount(0);

  // Logout with a change, then EXIT: signed out at /.
  await openEditProfile(page, account);
  await expect(bio).toHaveValue('Saved on purpose.');
  await bio.fill('Dropped at logout.');
  await openUserMenu(page);
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await dialog.getByRole('button', { name: 'EXIT' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => window.localStorage.getItem('seller-session'))).toBeNull();
});
