import { randomBytes } from 'node:crypto';
import { audiences, tokenIssuer, type Audience } from '@drops/auth';
import { developmentTokenSecrets } from '@drops/service-kit';
import { forgeToken, nowSeconds, startedForTests } from '@drops/service-kit/testing';
import {
  request,
  stackPassword,
  startStack,
  type SellerSetup,
  type Stack,
  type StackAdmin,
  type StackSeller,
} from '../testing/stack';

/** A 1x1 PNG: the smallest image the catalog's content check accepts. */
export const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

export function uploadBody() {
  return {
    fileName: 'pixel.png',
    fileType: 'image/png',
    fileSize: tinyPng.length,
    fileData: tinyPng.toString('base64'),
  };
}

export const unique = () => randomBytes(5).toString('hex');

export function step1Body() {
  const suffix = unique();
  return {
    accountType: 'flex',
    role: ['creator'],
    username: `matrix_${suffix}`,
    email: `matrix.${suffix}@example.com`,
    password: stackPassword,
    confirmPassword: stackPassword,
  };
}

export function completeBody() {
  const { confirmPassword: _confirm, ...step1 } = step1Body();
  return {
    ...step1,
    profileImage: 'seller-profiles/pending/avatar.png',
    country: 'GB',
    bio: 'Small runs of printed things.',
  };
}

/** Creates through the gateway and returns the new id; fails loudly if the service refuses. */
async function created(url: string, token: string, body: unknown): Promise<string> {
  const response = await request(url, { method: 'POST', token, body });
  const id = (response.body.data as { _id?: string } | undefined)?._id;
  if (!id)
    throw new Error(`create failed ${url}: ${response.status} ${JSON.stringify(response.body)}`);
  return id;
}

export const createProduct = (stack: Stack, token: string) =>
  created(`${stack.apiUrl}/seller/products`, token, { name: `Drop ${unique()}` });

export const createCollection = (stack: Stack, token: string) =>
  created(`${stack.apiUrl}/collections`, token, { collectionName: `Series ${unique()}` });

export const createCategory = (stack: Stack, adminToken: string) =>
  created(`${stack.apiUrl}/admin/categories`, adminToken, { name: `Category ${unique()}` });

export async function uploadProductImage(stack: Stack, token: string): Promise<string> {
  const response = await request(`${stack.apiUrl}/s3/product-image-upload`, {
    method: 'POST',
    token,
    body: uploadBody(),
  });
  if (typeof response.body.key !== 'string')
    throw new Error(`upload failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.key;
}

/** The administrator's decision on a seller account, `PUT /admin/sellers/{id}/approve`, through `apiUrl`. */
export const decideOnSeller = (
  apiUrl: string,
  adminToken: string,
  sellerId: string,
  decision: Record<string, unknown>,
) =>
  request(`${apiUrl}/admin/sellers/${sellerId}/approve`, {
    method: 'PUT',
    token: adminToken,
    body: decision,
  });

/** Tokens a client must never get through with, for the given audience and subject. */
export function badTokens(audience: Audience, subject: string, validToken: string) {
  const secret = developmentTokenSecrets[audience];
  const otherAudience = audience === 'seller' ? audiences.admin : audiences.seller;
  const claims = { sub: subject, aud: audiences[audience], iss: tokenIssuer, iat: nowSeconds() };
  const [header, , signature] = validToken.split('.');
  const otherSubject = Buffer.from(
    JSON.stringify({ ...claims, sub: 'ffffffffffffffffffffffff', exp: nowSeconds() + 3600 }),
  ).toString('base64url');
  return {
    expired: forgeToken({ ...claims, exp: nowSeconds() - 60 }, { secret }),
    tampered: `${header}.${otherSubject}.${signature}`,
    wrongAudience: forgeToken(
      { ...claims, aud: otherAudience, exp: nowSeconds() + 3600 },
      { secret },
    ),
    algNone: forgeToken(
      { ...claims, exp: nowSeconds() + 3600 },
      { header: { alg: 'none', typ: 'JWT' } },
    ),
  };
}

/** The real stack for the tests around the call, stopped after them (see `startedForTests`). */
export const stackForTests = (...args: Parameters<typeof startStack>): Stack =>
  startedForTests(
    () => startStack(...args),
    (stack) => stack.stop(),
  );

/** A new seller (set up as `sellerSetup` says) and a signed-in administrator. */
export async function sellerAndAdmin(
  stack: Stack,
  sellerSetup?: SellerSetup,
): Promise<{ seller: StackSeller; admin: StackAdmin }> {
  const [seller, admin] = await Promise.all([stack.createSeller(sellerSetup), stack.createAdmin()]);
  return { seller, admin };
}

export interface StackRecords {
  seller: StackSeller;
  /** A second seller, who owns none of `ids`. */
  other: StackSeller;
  admin: StackAdmin;
  /** A drop and a collection of `seller`'s, and a category. */
  ids: { product: string; collection: string; category: string };
}

/** Two sellers, an administrator and one record of each kind to aim calls at. */
export async function createRecords(stack: Stack): Promise<StackRecords> {
  const [seller, other, admin] = await Promise.all([
    stack.createSeller(),
    stack.createSeller(),
    stack.createAdmin(),
  ]);
  const ids = {
    product: await createProduct(stack, seller.token),
    collection: await createCollection(stack, seller.token),
    category: await createCategory(stack, admin.token),
  };
  return { seller, other, admin, ids };
}
