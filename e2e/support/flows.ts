import { expect, type Page } from '@playwright/test';
import type { SellerAccount } from './api';

/** Signs in through the sign-in screen and waits for the dashboard. */
export async function signInThroughScreen(
  page: Page,
  account: Pick<SellerAccount, 'email' | 'password'>,
) {
  await page.goto('/signin');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Opens the user menu (the button is named by the account, then "account menu"). */
export async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /, account menu$/ }).click();
}
