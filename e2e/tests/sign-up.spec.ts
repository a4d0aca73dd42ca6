import path from 'node:path';
import fs from 'node:fs';
import { expect, test, type Page } from '../support/test';
import { newSellerAccount, registerSeller, tinyPng, type SellerAccount } from '../support/api';
import { artifactsRoot } from '../support/environment';
import { saveScreen } from '../support/screens';

const picture = path.join(artifactsRoot, 'avatar.png');
test.beforeAll(() => {
  fs.mkdirSync(artifactsRoot, { recursive: true });
  fs.writeFileSync(picture, tinyPng);
});

async function fillAccountStep(
  page: Page,
  account: SellerAccount,
  accountType: 'Flexer' | 'Seller',
) {
  await page.goto('/signup');
  await page.getByLabel(accountType).check();
  await page.getByLabel('Creator / Artist').check();
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
}

async function fillIdentityStep(page: Page) {
  await expect(page).toHaveURL(/\/signup\/step2$/);
  await expect(page.getByRole('heading', { name: 'Identity & Persona' })).toBeVisible();
  await page.getByLabel('Profile image').setInputFiles(picture);
  await expect(page.getByRole('img', { name: 'Profile image preview' })).toBeVisible();
  await expect(page.getByText('Uploading...')).toHaveCount(0);
  await expect(page.getByLabel('Country/Region')).toHaveValue('US');
  await page.getByLabel('Short bio').fill('Limited runs of hand-printed posters.');
  await expect(page.getByText('37/240')).toBeVisible();
  await page.getByLabel('Link to work').fill('https://example.com/work');
}

test('step 1 checks the form, then the server', async ({ page }, testInfo) => {
  await page.goto('/signup');
  await saveScreen(page, testInfo, 'sign-up-step-1');
  await page.getByRole('button', { name: 'NEXT' }).click();
  for (const message of [
    'Please select a category',
    'Username is required',
    'Email is required',
    'Password is required',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await page.getByLabel('Username').fill('ab');
  await page.getByLabel('Email').fill('bad');
  await page.getByLabel('Password', { exact: true }).fill('short');
  await page.getByLabel('Confirm password').fill('other');
  for (const message of [
    'Username must be at least 3 characters long',
    'Please enter a valid email',
    'Password must be at least 8 characters long',
    'Passwords do not match',
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await saveScreen(page, testInfo, 'sign-up-step-1-errors');

  // The server's own check: an email already registered.
  const existing = newSellerAccount('taken');
  await registerSeller(existing);
  const account = { ...newSellerAccount('again'), email: existing.email };
  await fillAccountStep(page, account, 'Flexer');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please fix the validation errors below' }),
  ).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/signup$/);
  await saveScreen(page, testInfo, 'sign-up-step-1-server-errors');
});

test('a flex sign-up lands on the dashboard, signed in', async ({ page }, testInfo) => {
  const account = newSellerAccount('flex');
  await fillAccountStep(page, account, 'Flexer');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page.getByText('Step 1 completed successfully!')).toBeVisible();

  await fillIdentityStep(page);
  // The sign-up survives a reload (seller-registration entry).
  await page.reload();
  await expect(page.getByLabel('Short bio')).toHaveValue('Limited runs of hand-printed posters.');
  expect(await page.evaluate(() => window.localStorage.getItem('seller-registration'))).toContain(
    account.username,
  );
  await saveScreen(page, testInfo, 'sign-up-step-2');

  await page.getByRole('button', { name: 'COMPLETE SIGN UP' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: `Welcome, ${account.username}` })).toBeVisible();
  await expect(page.getByText('No Drops yet')).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('seller-registration'))).toBeNull();
  await saveScreen(page, testInfo, 'dashboard-empty');
});

test('a sell sign-up waits for approval', async ({ page }, testInfo) => {
  const account = newSellerAccount('sell');
  await fillAccountStep(page, account, 'Seller');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await fillIdentityStep(page);
  await page.getByRole('button', { name: 'COMPLETE SIGN UP' }).click();
  await expect(page).toHaveURL(/\/signup\/success$/);
  await expect(page.getByRole('heading', { name: 'Waiting for approval' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('seller-session'))).toBeNull();
  await saveScreen(page, testInfo, 'sign-up-success');
});

test('step 2 requires the picture and the bio', async ({ page }) => {
  const account = newSellerAccount('step2');
  await fillAccountStep(page, account, 'Flexer');
  await page.getByRole('button', { name: 'NEXT' }).click();
  await expect(page).toHaveURL(/\/signup\/step2$/);
  await page.getByRole('button', { name: 'COMPLETE SIGN UP' }).click();
  await expect(page.getByText('Profile image is required')).toBeVisible();
  await expect(page.getByText('Bio is required')).toBeVisible();
  await page.getByLabel('Country/Region').selectOption('');
  await expect(page.getByText('Country/Region is required')).toBeVisible();
});
