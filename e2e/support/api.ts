import { randomBytes } from 'node:crypto';
import type { RegisterCompleteResponse } from '@drops/contracts';
import { apiBaseUrl } from './environment';

/** A valid 1×1 PNG: the upload checks the file's magic bytes. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export interface SellerAccount {
  username: string;
  email: string;
  password: string;
}

/** A seller nobody else uses: usernames and emails are unique. */
export function newSellerAccount(prefix = 'e2e'): SellerAccount {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return {
    username: `${prefix}_${tag}`,
    email: `${prefix}.${tag}@drops.test`,
    password: 'long-password-123',
  };
}

/** One JSON call to the real API, with the token when given; a refusal throws with its body. */
export async function callApi<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${apiBaseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const payload = (await response.json()) as T;
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(payload)}`);
  return payload;
}

/** A call whose answer is `{ data }` (most of the API's): its data. */
export async function callApiData<T>(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<T> {
  return (await callApi<{ data: T }>(method, path, body, token)).data;
}

/**
 * Signs a seller up through the API (flex accounts are approved at once and can sign in). A flex
 * seller has seen the first-login dialog ("YOU'RE IN!") unless `firstLogin` is kept: tests of
 * other screens sign in to a dashboard without it.
 */
export async function registerSeller(
  account: SellerAccount,
  accountType: 'flex' | 'sell' = 'flex',
  { firstLogin = false }: { firstLogin?: boolean } = {},
): Promise<void> {
  const upload = await callApi<{ key: string }>('POST', '/s3/seller/profile-image-upload', {
    fileName: 'avatar.png',
    fileType: 'image/png',
    fileSize: tinyPng.length,
    fileData: tinyPng.toString('base64'),
  });
  const completed = await callApi<RegisterCompleteResponse>('POST', '/seller/register/complete', {
    accountType,
    role: ['creator'],
    username: account.username,
    email: account.email,
    password: account.password,
    profileImage: upload.key,
    country: 'GB',
    bio: 'Made by the e2e suite.',
  });
  const { token, seller } = completed.data;
  if (token !== undefined && !firstLogin)
    await callApi('PUT', `/seller/${seller._id}`, { firstLogin: false }, token);
}
