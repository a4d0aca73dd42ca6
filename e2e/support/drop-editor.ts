import { expect, type Page, type TestInfo } from '@playwright/test';
import { callApi, newSellerAccount, registerSeller, tinyPng, type SellerAccount } from './api';
import { approveSeller } from './admin';

/** The drop editor's e2e helpers: accounts, files and the API reads its assertions make. */

export interface SignedInSeller extends SellerAccount {
  id: string;
  token: string;
}

export async function sellerToken(account: SellerAccount): Promise<{ id: string; token: string }> {
  const login = await callApi<{ data: { token: string; seller: { _id: string } } }>(
    'POST',
    '/seller/login',
    { email: account.email, password: account.password },
  );
  return { id: login.data.seller._id, token: login.data.token };
}

/** Signs in and marks the first login done, so the dashboard's welcome dialog stays shut. */
async function signedIn(account: SellerAccount): Promise<SignedInSeller> {
  const session = await sellerToken(account);
  await callApi('PUT', `/seller/${session.id}`, { firstLogin: false }, session.token);
  return { ...account, ...session };
}

/** A flex seller (approved at once). */
export async function newFlexSeller(prefix: string): Promise<SignedInSeller> {
  const account = newSellerAccount(prefix);
  await registerSeller(account, 'flex');
  return signedIn(account);
}

/** An approved sell seller: a flex sign-up the administrator approves (it becomes sell). */
export async function newSellSeller(prefix: string): Promise<SignedInSeller> {
  const account = newSellerAccount(prefix);
  await registerSeller(account, 'flex');
  const { id } = await sellerToken(account);
  await approveSeller(id);
  return signedIn(account);
}

export interface StoredDrop {
  _id: string;
  name: string;
  description: string;
  status: string;
  selling: boolean;
  price: number | null;
  visuals: { type: string; url: string }[];
  collectionId: { _id: string; collectionName: string } | null;
  tags: string[];
  curatedValueTag: string[];
  variationsObjects: { name: string; data: string }[];
  allowEarlyAccess: boolean;
  unlockManyUnits: boolean;
  earlyUnits: number | null;
  timeWindow: string | null;
}

export async function listDrops(seller: SignedInSeller): Promise<StoredDrop[]> {
  const list = await callApi<{ data: StoredDrop[] }>(
    'GET',
    `/seller/products?sellerId=${seller.id}&limit=100`,
    undefined,
    seller.token,
  );
  return list.data;
}

export async function findDrop(seller: SignedInSeller, name: string): Promise<StoredDrop> {
  const drop = (await listDrops(seller)).find((candidate) => candidate.name === name);
  if (!drop) throw new Error(`no drop named ${name}`);
  return drop;
}

/** Creates a drop through the API (for edit-mode tests and the benchmark). */
export async function createDrop(
  seller: SignedInSeller,
  body: Record<string, unknown>,
): Promise<StoredDrop> {
  const created = await callApi<{ data: StoredDrop }>(
    'POST',
    '/seller/products',
    {
      sellerId: seller.id,
      ...body,
    },
    seller.token,
  );
  return created.data;
}

/** Uploads a PNG for a drop through the API; answers its stored key. */
export async function uploadPng(seller: SignedInSeller, slot = 0): Promise<string> {
  const upload = await callApi<{ key: string }>(
    'POST',
    `/s3/product-image-upload?slot=${slot}`,
    {
      fileName: 'visual.png',
      fileType: 'image/png',
      fileSize: tinyPng.length,
      fileData: tinyPng.toString('base64'),
    },
    seller.token,
  );
  return upload.key;
}

interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A published drop with one image, as a seller's edit starts from it. */
export async function publishedDrop(seller: SignedInSeller, name: string): Promise<StoredDrop> {
  const key = await uploadPng(seller);
  return createDrop(seller, {
    name,
    description: 'As published.',
    category: 'art',
    launchDate: isoDay(-1),
    purchaseUrl: 'https://shop.example/drop',
    visuals: [{ type: 'image', url: key }],
    status: 'Published',
  });
}

/** Files for the visual slots: a real PNG, an MP4 header the server recognises, and text. */
export const files: {
  png: (name?: string) => FilePayload;
  mp4: (name?: string) => FilePayload;
  text: () => FilePayload;
  bigPng: () => FilePayload;
  pngOf: (bytes: number, name: string) => FilePayload;
} = {
  png: (name = 'visual.png') => ({ name, mimeType: 'image/png', buffer: tinyPng }),
  mp4: (name = 'teaser.mp4') => {
    const box = Buffer.alloc(32);
    box.writeUInt32BE(32, 0);
    box.write('ftypisom', 4, 'latin1');
    box.write('isomiso2mp41', 16, 'latin1');
    return { name, mimeType: 'video/mp4', buffer: Buffer.concat([box, Buffer.alloc(2048)]) };
  },
  text: () => ({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }),
  bigPng: () => files.pngOf(16 * 1024 * 1024, 'huge.png'),
  /** A PNG head followed by filler: the server reads the type from the first bytes. */
  pngOf: (bytes: number, name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([tinyPng, Buffer.alloc(bytes - tinyPng.length, 7)]),
  }),
};

/** The file input of visual slot `number` (1-5). */
export function slotInput(page: Page, number: number) {
  return page
    .locator('#drop-visuals li')
    .nth(number - 1)
    .locator('input[type="file"]');
}

export function slot(page: Page, number: number) {
  return page.locator('#drop-visuals li').nth(number - 1);
}

/** `YYYY-MM-DD`, `days` from today (UTC). */
export function isoDay(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

export async function expectToast(page: Page, title: string) {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
}

export const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

/** Creates a collection through the API. */
export async function createCollection(seller: SignedInSeller, collectionName: string) {
  await callApi('POST', '/collections', { collectionName, sellerId: seller.id }, seller.token);
}

/** The seller's collection names, as the API lists them. */
export async function collectionNames(seller: SignedInSeller): Promise<string[]> {
  const list = await callApi<{ data: { collectionName: string }[] }>(
    'GET',
    `/collections?sellerId=${seller.id}`,
    undefined,
    seller.token,
  );
  return list.data.map((collection) => collection.collectionName);
}
