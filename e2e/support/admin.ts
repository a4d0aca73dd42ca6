import { expect, type Page } from '@playwright/test';
import { createKnex } from '@drops/db';
import { callApi, registerSeller, tinyPng, type SellerAccount } from './api';
import { accounts } from './environment';
import { passSecondFactor, seededAdministratorLogin } from './second-factor';

/** Helpers of the administration specs: the admin's sign-in, data made through the real API. */

/** Signs the administrator in through /admin/login and waits for the dashboard. */
export async function signInAdministrator(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('Email').fill(accounts.admin.email);
  await page.getByLabel('Password').fill(accounts.admin.password);
  await page.getByRole('button', { name: 'SIGN IN' }).click();
  // Issue 30 item 5: the stack runs as production, with a second factor.
  await passSecondFactor(page);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** The seeded administrator's access token, through the sign-in and its second factor. */
export async function adminApiToken(): Promise<string> {
  return (await seededAdministratorLogin()).token.accessToken;
}

export async function sellerLogin(
  account: Pick<SellerAccount, 'email' | 'password'>,
): Promise<{ token: string; seller: { _id: string } }> {
  const response = await callApi<{ data: { token: string; seller: { _id: string } } }>(
    'POST',
    '/seller/login',
    { email: account.email, password: account.password },
  );
  return response.data;
}

/** A seller made through sign-up; `tag` goes into the username so a search finds it. */
export async function createSeller(
  tag: string,
  accountType: 'flex' | 'sell',
  index = 0,
): Promise<SellerAccount & { id: string }> {
  const username = `${tag}${accountType.charAt(0)}${index}`;
  const account = { username, email: `${username}@drops.test`, password: 'long-password-123' };
  await registerSeller(account, accountType);
  const admin = await adminApiToken();
  const list = await callApi<{ data: Array<{ _id: string }> }>(
    'GET',
    `/admin/sellers?search=${encodeURIComponent(account.username)}`,
    undefined,
    admin,
  );
  const id = list.data[0]?._id;
  if (!id) throw new Error(`seller ${account.username} not listed`);
  return { ...account, id };
}

/** The administrator approves a seller (a flex one becomes sell), or with `false` rejects. */
export async function approveSeller(sellerId: string, approve = true) {
  const admin = await adminApiToken();
  await callApi(
    'PUT',
    `/admin/sellers/${sellerId}/approve`,
    {
      isApproved: approve,
      isActive: approve,
    },
    admin,
  );
}

/** Drops made by a (flex) seller through the seller API: published ones carry an uploaded image. */
export async function createProducts(
  account: SellerAccount,
  names: readonly string[],
  status: 'Published' | 'Draft' = 'Published',
  category = 'fashion',
): Promise<string[]> {
  const { token } = await sellerLogin(account);
  const upload = await callApi<{ key: string }>(
    'POST',
    '/s3/product-image-upload',
    {
      fileName: 'drop.png',
      fileType: 'image/png',
      fileSize: tinyPng.length,
      fileData: tinyPng.toString('base64'),
    },
    token,
  );
  const ids: string[] = [];
  for (const name of names) {
    const created = await callApi<{ data: { _id: string } }>(
      'POST',
      '/seller/products',
      {
        name,
        description: 'Made by the administration e2e suite.',
        category,
        mainImage: upload.key,
        visuals: [{ type: 'image', url: upload.key }],
        status,
      },
      token,
    );
    ids.push(created.data._id);
  }
  return ids;
}

/** A tag nobody else uses (letters and digits: one word for the product search), short enough for usernames. */
export function uniqueTag(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 100)}`;
}

/** The suite's database (the stack passes its address through global-setup.ts). */
export function suiteDatabase() {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL is not set: run through the e2e global setup');
  return createKnex(url, { poolMax: 1 });
}

/** The names of the categories whose name holds `search`, as the API lists them. */
export async function categoryNames(search: string): Promise<string[]> {
  const admin = await adminApiToken();
  const list = await callApi<{ data: Array<{ name: string }> }>(
    'GET',
    `/admin/categories?limit=100&search=${encodeURIComponent(search)}`,
    undefined,
    admin,
  );
  return list.data.map((category) => category.name);
}

export async function createCategories(names: readonly string[]): Promise<void> {
  const admin = await adminApiToken();
  for (const name of names) await callApi('POST', '/admin/categories', { name }, admin);
}
