import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller, tinyPng, type SellerAccount } from '../support/api';
import { startService, stopService } from '../support/control';
import { artifactsRoot } from '../support/environment';
import { openUserMenu, signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const picture = path.join(artifactsRoot, 'profile-states-avatar.png');
test.beforeAll(() => {
  fs.mkdirSync(artifactsRoot, { recursive: true });
  fs.writeFileSync(picture, tinyPng);
});

async function toEditProfile(page: Page) {
  await openUserMenu(page);
  // The menu's own item (on a phone the tab bar has an Edit Profile link too).
  await page.getByRole('link', { name: 'Edit Profile' }).first().click();
  await expect(page).toHaveURL(/\/edit-profile$/);
}

async function signedIn(page: Page, prefix: string): Promise<SellerAccount> {
  const account = newSellerAccount(prefix);
  await registerSeller(account);
  await signInThroughScreen(page, account);
  return account;
}

test('loading, then the profile cannot be read (seller service stopped), Retry brings the form', async ({
  page,
}, testInfo) => {
  // Restarting a part of the stack can take a while on a loaded machine.
  test.slow();
  const account = await signedIn(page, 'pl');

  // The read held for a moment: the loading state.
  await page.route('**/api/v1/seller/*', async (route) => {
    if (route.request().method() === 'GET') await new Promise((done) => setTimeout(done, 1500));
    // The Sessions card's read starts once the form shows; leaving the page meanwhile cancels it.
    await route.continue().catch(() => undefined);
  });
  await toEditProfile(page);
  await expect(page.getByText('Loading profile...')).toBeVisible();
  await saveScreen(page, testInfo, 'profile-loading');
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await page.unroute('**/api/v1/seller/*');

  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await stopService('seller');
  try {
    await toEditProfile(page);
    const failure = page.getByRole('alert').filter({ hasText: 'Service unavailable' });
    await expect(failure).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveCount(0);
    await saveScreen(page, testInfo, 'profile-load-error');
  } finally {
    await startService('seller');
  }
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
});

test('a save the server cannot take shows its message; the form keeps the edits', async ({
  page,
}, testInfo) => {
  // Restarting a part of the stack can take a while on a loaded machine.
  test.slow();
  const account = await signedIn(page, 'ps');
  await toEditProfile(page);
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await page.getByLabel('Short Bio').fill('Kept while the service is away.');

  await stopService('seller');
  try {
    await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Service unavailable' })).toBeVisible();
    await expect(page).toHaveURL(/\/edit-profile$/);
    await expect(page.getByLabel('Short Bio')).toHaveValue('Kept while the service is away.');
    await saveScreen(page, testInfo, 'profile-save-failed');
  } finally {
    await startService('seller');
  }
  await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
  await expect(page.getByText('Your profile has been edited.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an upload while the storage is down says so; the stored picture stays', async ({
  page,
}, testInfo) => {
  // Restarting a part of the stack can take a while on a loaded machine.
  test.slow();
  const account = await signedIn(page, 'pst');
  await toEditProfile(page);
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
  await stopService('storage');
  try {
    await page.getByLabel('Profile image').setInputFiles(picture);
    await expect(page.getByText('Failed to upload profile image', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Profile image')).toHaveAttribute('aria-invalid', 'true');
    await saveScreen(page, testInfo, 'profile-upload-storage-down');
  } finally {
    await startService('storage');
  }
  // The same file again: a new try.
  await page.getByLabel('Profile image').setInputFiles(picture);
  await expect(page.getByText('Failed to upload profile image')).toHaveCount(0);
  await expect(page.getByText('Uploading...')).toHaveCount(0);
  await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
  await expect(page.getByText('Your profile has been edited.')).toBeVisible();
});
