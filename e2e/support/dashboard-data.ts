import type { Page } from '@playwright/test';
import type { Product, ProductBody, Seller } from '@drops/contracts';
import { adminApiToken, approveSeller, suiteDatabase } from './admin';
import {
  callApi,
  callApiData,
  newSellerAccount,
  registerSeller,
  tinyPng,
  type SellerAccount,
} from './api';
import { apiBaseUrl } from './environment';

/**
 * Data for the dashboard specs, made through the real API: sellers in each account state, their
 * drops, and the administrator's moderation calls.
 */

export { approveSeller };

export interface SignedUpSeller {
  account: SellerAccount;
  token: string;
  seller: Seller;
  /** The session's refresh token (issue 30), put in the browser as its cookie. */
  refreshToken?: string;
}

export async function loginSellerApi(account: SellerAccount): Promise<SignedUpSeller> {
  const { token, seller, refreshToken } = await callApiData<{
    token: string;
    seller: Seller;
    refreshToken: string;
  }>('POST', '/seller/login', { email: account.email, password: account.password });
  return { account, token, seller, refreshToken };
}

export async function inviteSeller(sellerId: string): Promise<void> {
  await callApi('POST', `/admin/sellers/${sellerId}/invite`, undefined, await adminApiToken());
}

export async function badgeDrop(dropId: string): Promise<void> {
  await callApi('PUT', `/admin/products/${dropId}/badge`, { badge: true }, await adminApiToken());
}

export function updateSellerApi(
  seller: SignedUpSeller,
  changes: Record<string, unknown>,
): Promise<Seller> {
  return callApiData('PUT', `/seller/${seller.seller._id}`, changes, seller.token);
}

/**
 * A seller ready for the dashboard: flex (active at once) or sell (approved by the
 * administrator). `greeted` ends the first login, so the first-login dialog stays out of the way.
 */
export async function newSeller(
  accountType: 'flex' | 'sell',
  { greeted = true, prefix = 'dash' }: { greeted?: boolean; prefix?: string } = {},
): Promise<SignedUpSeller> {
  const account = newSellerAccount(prefix);
  await registerSeller(account, accountType, { firstLogin: true });
  if (accountType === 'sell') {
    const pending = await callApiData<Seller[]>(
      'GET',
      `/admin/sellers?search=${encodeURIComponent(account.username)}`,
      undefined,
      await adminApiToken(),
    );
    const id = pending[0]?._id;
    if (!id) throw new Error(`${account.username} not found by the administrator`);
    await approveSeller(id);
  }
  const signedIn = await loginSellerApi(account);
  if (greeted) signedIn.seller = await updateSellerApi(signedIn, { firstLogin: false });
  return signedIn;
}

/**
 * The seller without a profile picture, as the demo sellers are and accounts made before sign-up
 * asked for one (the API refuses to clear it, so the seller service's row is written directly).
 * Answers the seller as the API now reads it.
 */
export async function removeProfilePicture(seller: SignedUpSeller): Promise<Seller> {
  const db = suiteDatabase();
  try {
    await db('sellers').where({ id: seller.seller._id }).update({ profile_image: '' });
  } finally {
    await db.destroy();
  }
  return callApiData('GET', `/seller/${seller.seller._id}`, undefined, seller.token);
}

export async function uploadProductFile(
  seller: SignedUpSeller,
  file: Buffer,
  fileName: string,
  fileType: string,
): Promise<string> {
  const answer = await callApi<{ key: string }>(
    'POST',
    '/s3/product-image-upload',
    {
      fileName,
      fileType,
      fileSize: file.length,
      fileData: file.toString('base64'),
    },
    seller.token,
  );
  return answer.key;
}

export async function createDrop(seller: SignedUpSeller, body: ProductBody): Promise<Product> {
  const defaults = { category: 'fashion', description: 'Made by the e2e suite.' };
  return callApiData('POST', '/seller/products', { ...defaults, ...body }, seller.token);
}

/** A published drop with one image (and the launch date and link a sell account needs). */
export async function createImageDrop(
  seller: SignedUpSeller,
  body: ProductBody,
  imageKey?: string,
): Promise<Product> {
  const key = imageKey ?? (await uploadProductFile(seller, tinyPng, 'drop.png', 'image/png'));
  return createDrop(seller, {
    status: 'Published',
    launchDate: '2026-01-01',
    purchaseUrl: 'https://shop.test/drop',
    mainImage: key,
    visuals: [{ type: 'image', url: key }],
    ...body,
  });
}

/** A real, playable one-second MP4, recorded by the browser (the machine has no video tools). */
export async function recordMp4(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 96;
    canvas.height = 96;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/mp4' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    for (let frame = 0; frame < 10; frame += 1) {
      context.fillStyle = `hsl(${frame * 36}, 80%, 50%)`;
      context.fillRect(0, 0, 96, 96);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/**
 * Puts the seller's session in the browser the way the sign-in screen does: the stored session
 * and the refresh cookie, so its 15-minute token is renewed as a signed-in browser's is.
 */
export async function openDashboardAs(page: Page, seller: SignedUpSeller): Promise<void> {
  if (seller.refreshToken)
    await page.context().addCookies([
      {
        name: 'drops_seller_refresh',
        value: seller.refreshToken,
        domain: new URL(apiBaseUrl).hostname,
        path: `${new URL(apiBaseUrl).pathname}/seller/token`,
        httpOnly: true,
        secure: true,
        sameSite: 'Strict',
      },
    ]);
  await page.goto('/signin');
  await page.evaluate(
    (session) => window.localStorage.setItem('seller-session', JSON.stringify(session)),
    { token: seller.token, seller: seller.seller },
  );
  await page.goto('/dashboard');
}

/**
 * A flex seller who asked to sell and was approved (sell now), with drops made while flex: their
 * rows keep Sell beside Edit and Delete (spec section 4), the widest the table gets. One drop made
 * after the approval carries a price and quantity, so every sell column has content.
 */
export async function sellerWithThreeActionRows(): Promise<SignedUpSeller> {
  const flex = await newSeller('flex', { prefix: 'wide' });
  await createImageDrop(flex, {
    name: 'Reflective Night Runner Trainers Limited Edition',
    category: 'tech',
  });
  await createImageDrop(flex, { name: 'Archive Jacket', category: 'fashion' });
  await updateSellerApi(flex, { isRequestedforSell: true });
  await approveSeller(flex.seller._id);
  const seller = await loginSellerApi(flex.account);
  await createImageDrop(seller, {
    name: 'Studio Print',
    category: 'art',
    price: 12500.5,
    rrp: 14000,
    quantity: 1000,
  });
  return seller;
}
