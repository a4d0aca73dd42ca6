import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller, tinyPng, type SellerAccount } from '../support/api';
import { artifactsRoot } from '../support/environment';
import { openUserMenu, signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const picture = path.join(artifactsRoot, 'profile-avatar.png');
const moodboard = path.join(artifactsRoot, 'profile-moodboard.png');
/** Not an image, whatever its name says: the upload reads the content and refuses it. */
const notAnImage = path.join(artifactsRoot, 'profile-not-an-image.png');

test.beforeAll(() => {
  fs.mkdirSync(artifactsRoot, { recursive: true });
  fs.writeFileSync(picture, tinyPng);
  fs.writeFileSync(moodboard, tinyPng);
  fs.writeFileSync(notAnImage, 'just some text, not a picture');
});

async function openEditProfile(page: Page, account: SellerAccount) {
  await signInThroughScreen(page, account);
  await openUserMenu(page);
  // The menu's own item (on a phone the tab bar has an Edit Profile link too).
  await page.getByRole('link', { name: 'Edit Profile' }).first().click();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await expect(page.getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
}

const save = (page: Page) => page.getByRole('button', { name: 'SAVE PROFILE' }).click();

test('every validation message of the profile, verbatim, focus on the first', async ({
  page,
}, testInfo) => {
  const account = newSellerAccount('pv');
  await registerSeller(account);
  await openEditProfile(page, account);
  for (const title of ['Main Information', 'Profile Image', 'Additional Information'])
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Country/Region')).toHaveValue('GB');
  await expect(page.getByText('22/240')).toBeVisible();
  await saveScreen(page, testInfo, 'profile-edit');

  await page.getByLabel('Username').fill('');
  await page.getByLabel('Short Bio').fill('');
  await save(page);
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Short Bio is required')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page).toHaveURL(/\/edit-profile$/);

  await page.getByLabel('Username').fill('ab');
  await expect(page.getByText('Username must be at least 3 characters long')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Creator / Artist' }).uncheck();
  await expect(page.getByText('Please select a category')).toBeVisible();
  for (const role of ['Brand / Designer', 'Collector / Archivist', 'Cultural Curator'])
    await page.getByRole('checkbox', { name: role }).check();
  await expect(page.getByText('You can select up to 3 options only.')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Experimental Maker' }).check();
  await expect(page.getByText('You can select up to 3 options only.')).toBeVisible();
  await page.getByLabel('Country/Region').selectOption('');
  await expect(page.getByText('Country/Region is required')).toBeVisible();
  await page.getByLabel('Short Bio').fill('x'.repeat(241));
  await expect(page.getByText('Short Bio must be 240 characters or less')).toBeVisible();
  await expect(page.getByText('241/240')).toBeVisible();
  await page.getByLabel('Link to work').fill('not a link');
  await expect(page.getByText('Please enter a valid URL')).toBeVisible();
  await page.getByLabel('Vibe or Mission').fill('v'.repeat(241));
  await expect(page.getByText('Vibe or Mission must be 240 characters or less')).toBeVisible();
  await save(page);
  await expect(page.getByLabel('Username')).toBeFocused();
  await saveScreen(page, testInfo, 'profile-edit-errors');

  // Fixed from the top: the focus follows the first remaining error.
  await page.getByLabel('Username').fill(account.username);
  await save(page);
  await expect(page.getByRole('checkbox', { name: 'Creator / Artist' })).toBeFocused();
  await expect(page).toHaveURL(/\/edit-profile$/);
});

test('a saved profile: both pictures, every field, the user menu shows the change', async ({
  page,
}, testInfo) => {
  const account = newSellerAccount('pe');
  await registerSeller(account);
  await openEditProfile(page, account);
  const renamed = `${account.username}_new`.slice(0, 30);

  await page.getByLabel('Username').fill(renamed);
  await page.getByLabel('Full name').fill('Ada Maker');
  await page.getByRole('checkbox', { name: 'Brand / Designer' }).check();
  await expect(page.getByLabel('Tell us what you do')).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Something Else' }).check();
  await page.getByLabel('Tell us what you do').fill('Zine printer');
  await page.getByLabel('Country/Region').selectOption('FR');
  await page.getByLabel('Short Bio').fill('Risograph zines in runs of fifty.');
  await expect(page.getByText('33/240')).toBeVisible();
  await page.getByLabel('Link to work').fill('https://example.com/zines');
  await page.getByLabel('Vibe or Mission').fill('Small, slow, on paper.');
  await page.getByRole('switch', { name: 'Private Profile' }).check();

  await page.getByLabel('Profile image').setInputFiles(picture);
  await expect(page.getByRole('img', { name: 'Profile image preview' })).toBeVisible();
  await page.getByLabel('Moodboard image').setInputFiles(moodboard);
  await expect(page.getByRole('img', { name: 'Moodboard image preview' })).toBeVisible();
  await expect(page.getByText('Uploading...')).toHaveCount(0);
  await saveScreen(page, testInfo, 'profile-edit-filled');

  // Hold the save for a moment to see its busy state; the request itself goes to the server.
  await page.route('**/api/v1/seller/*', async (route) => {
    if (route.request().method() === 'PUT') await new Promise((done) => setTimeout(done, 800));
    await route.continue();
  });
  await save(page);
  await expect(page.getByRole('button', { name: 'SAVING...' })).toBeDisabled();
  await expect(page.getByText('Your profile has been edited.')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.unroute('**/api/v1/seller/*');
  await saveScreen(page, testInfo, 'profile-saved-toast');

  // The shell's user menu reads the updated session: new name, same email, the new picture.
  const session = await page.evaluate(() => window.localStorage.getItem('seller-session'));
  const stored = JSON.parse(session ?? '{}') as { seller: { profileImage: string } };
  expect(stored.seller.profileImage).toMatch(/^seller-profiles\//);
  await page.getByRole('button', { name: `${renamed}, account menu` }).click();
  await expect(page.getByText(account.email)).toBeVisible();
  await expect(page.getByTestId('avatar').last().locator('img')).toHaveAttribute(
    'src',
    new RegExp(stored.seller.profileImage.replace(/[.]/g, '\\.')),
  );
  await saveScreen(page, testInfo, 'profile-user-menu-after');

  // And the server kept every field.
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Username')).toHaveValue(renamed);
  await expect(page.getByLabel('Full name')).toHaveValue('Ada Maker');
  for (const role of ['Creator / Artist', 'Brand / Designer', 'Something Else'])
    await expect(page.getByRole('checkbox', { name: role })).toBeChecked();
  await expect(page.getByLabel('Tell us what you do')).toHaveValue('Zine printer');
  await expect(page.getByLabel('Country/Region')).toHaveValue('FR');
  await expect(page.getByLabel('Short Bio')).toHaveValue('Risograph zines in runs of fifty.');
  await expect(page.getByLabel('Link to work')).toHaveValue('https://example.com/zines');
  await expect(page.getByLabel('Vibe or Mission')).toHaveValue('Small, slow, on paper.');
  await expect(page.getByRole('switch', { name: 'Private Profile' })).toBeChecked();
  await expect(page.getByRole('img', { name: 'Moodboard image preview' })).toHaveAttribute(
    'data-media-state',
    'ready',
  );
  await saveScreen(page, testInfo, 'profile-edit-saved');
});

test('the Private Profile toggle is in the top area on small screens', async ({
  page,
}, testInfo) => {
  const account = newSellerAccount('pp');
  await registerSeller(account);
  await openEditProfile(page, account);
  const toggle = page.getByRole('switch', { name: 'Private Profile' });
  const inForm = page.getByRole('form', { name: 'Edit profile' }).getByRole('switch');
  if (testInfo.project.name === 'mobile') {
    await expect(inForm).toHaveCount(0);
    const title = await page.getByRole('heading', { name: 'Edit Profile' }).boundingBox();
    const box = await toggle.boundingBox();
    const mainSection = await page.getByRole('heading', { name: 'Main Information' }).boundingBox();
    expect(box && title && mainSection && box.y >= title.y && box.y < mainSection.y).toBe(true);
  } else {
    await expect(inForm).toHaveCount(1);
  }
  await saveScreen(page, testInfo, 'profile-private-toggle');
});

test('CANCEL returns to the dashboard and keeps the profile as it was', async ({ page }) => {
  const account = newSellerAccount('pc');
  await registerSeller(account);
  await openEditProfile(page, account);
  await page.getByLabel('Username').fill('someone_else');
  // CANCEL drops the unsaved change without asking (a link or Logout would ask: profile-leave.spec.ts).
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('button', { name: `${account.username}, account menu` }),
  ).toBeVisible();
  await page.goto('/edit-profile');
  await expect(page.getByLabel('Username')).toHaveValue(account.username);
});

test('refused uploads say why; a taken username is refused by the server', async ({
  page,
}, testInfo) => {
  const other = newSellerAccount('po');
  await registerSeller(other);
  const account = newSellerAccount('pu');
  await registerSeller(account);
  await openEditProfile(page, account);

  await page.getByLabel('Profile image').setInputFiles(notAnImage);
  await expect(
    page.getByText('Failed to upload profile image: This file type is not allowed'),
  ).toBeVisible();
  await page.getByLabel('Moodboard image').setInputFiles(notAnImage);
  await expect(
    page.getByText('Failed to upload moodboard image: This file type is not allowed'),
  ).toBeVisible();
  await saveScreen(page, testInfo, 'profile-upload-failed');

  await page.getByLabel('Username').fill(other.username);
  await save(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fix the validation errors below' }),
  ).toBeVisible();
  await expect(page.getByText('This username is already taken')).toBeVisible();
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page).toHaveURL(/\/edit-profile$/);
  await saveScreen(page, testInfo, 'profile-save-refused');
});

test('signed out: "Redirecting to login..." and on to /signin', async ({ page }, testInfo) => {
  await page.goto('/edit-profile');
  await expect(page.getByText('Redirecting to login...')).toBeVisible();
  await saveScreen(page, testInfo, 'profile-redirecting');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});
