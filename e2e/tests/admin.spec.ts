import { expect, test } from '@playwright/test';
import { accounts } from '../support/environment';
import { saveScreen } from '../support/screens';

test('/admin/* sends a visitor without a session to /admin/login', async ({ page }, testInfo) => {
  await page.goto('/admin/sellers');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole('heading', { name: 'Administrator sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to the main site/ })).toHaveAttribute(
    'href',
    '/',
  );
  await saveScreen(page, testInfo, 'admin-login');
});

test('administrator login: empty fields, wrong password, no admin permission', async ({ page }) => {
  await page.goto('/admin/login');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all fields');

  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Login failed');

  await page.getByLabel('Email').fill(accounts.notAdmin.email);
  await page.getByLabel('Password').fill(accounts.notAdmin.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page.getByRole('alert')).toHaveText('Access denied. Admin permissions required.');
  expect(await page.evaluate(() => window.localStorage.getItem('admin-session'))).toBeNull();
});

test('an administrator signs in, uses the area and logs out', async ({ page }, testInfo) => {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('Administrator', { exact: true })).toBeVisible();
  await expect(page.getByText(accounts.admin.username, { exact: true })).toBeVisible();
  await expect(page.getByText('Total sellers')).toBeVisible();
  await saveScreen(page, testInfo, 'admin-dashboard');

  await page.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/admin\/categories$/);
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  // A reload checks the stored session again ("Loading..." meanwhile) and keeps it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Categories' })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test('a stored administrator token the server refuses ends the session', async ({ page }) => {
  await page.goto('/admin/login');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'admin-session',
      JSON.stringify({
        token: 'forged.token.value',
        user: {
          _id: '0123456789abcdef01234567',
          username: 'x',
          email: 'x@drops.test',
          permissions: { admin: true },
        },
      }),
    ),
  );
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await page.evaluate(() => window.localStorage.getItem('admin-session'))).toBeNull();
});
