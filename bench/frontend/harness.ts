/**
 * What every frontend benchmark shares: Debian's Chromium flags, the median and how figures are
 * printed, the production builds of the backend and the frontends, the e2e stack
 * (e2e/support/stack.ts, through @drops/stack's `runStackScript`) started on its ports until it
 * prints READY with a browser beside it,
 * and the API calls that seed a seller.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildBackend } from '@drops/stack';
import { chromiumLaunchOptions } from '@drops/stack/chromium';
import { buildFrontends as buildAllFrontends, frontendParts } from '@drops/stack/frontends';
import { runStackScript } from '@drops/stack/stack-script';
import { chromium, type Browser } from '@playwright/test';
import { accounts, apiBaseUrl, shellUrl } from '../../e2e/support/environment';
import { callApi, tinyPng } from '../../e2e/support/api';
import { signInBenchAdmin } from './admin-sign-in';

export const root = path.resolve(__dirname, '../..');

/** The e2e stack's addresses (moved by E2E_<NAME>_PORT, as for the e2e suite) and API calls. */
export { apiBaseUrl, ports as stackPorts, shellUrl } from '../../e2e/support/environment';
export { callApi, tinyPng } from '../../e2e/support/api';
/** The e2e stack seeds this administrator (e2e/support/environment.ts). */
export const benchAdmin = accounts.admin;

export const ms = (value: number) => `${Math.round(value)} ms`;
/** The median, then the spread: `812 ms (790 ms–901 ms)`. */
export const range = (values: number[]) =>
  `${ms(median(values))} (${ms(Math.min(...values))}–${ms(Math.max(...values))})`;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The workspace folders of the five frontends, all of which the e2e stack serves. */
export const frontendFolders = frontendParts.map((part) => part.directory);

/**
 * Production builds of the backend's bundles and of every frontend (both skipped with
 * BENCH_SKIP_BUILD=1): the stack runs the gateway and services from their dist/ with plain node
 * and refuses to start while any frontend has no dist/, whichever screens a benchmark measures.
 */
async function buildStackApps(): Promise<void> {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  buildBackend();
  await buildAllFrontends();
}

/** Writes a benchmark's raw figures to artifacts/bench/<name>.json and says where. */
function writeRawFigures(name: string, figures: unknown): void {
  const output = path.join(root, 'artifacts/bench', `${name}.json`);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, JSON.stringify(figures, null, 2));
  console.log(`\nRaw figures: ${path.relative(root, output)}`);
}

/** A new flex seller signed up through the gateway: its token and data. */
export async function signedInSeller(): Promise<{ token: string; seller: unknown }> {
  const tag = Date.now().toString(36);
  const upload = await callApi<{ key: string }>(
    'POST',
    '/s3/seller/profile-image-upload',
    pngUpload('a.png'),
  );
  const completed = await callApi<{ data: { token: string; seller: unknown } }>(
    'POST',
    '/seller/register/complete',
    {
      accountType: 'flex',
      role: ['creator'],
      username: `bench_${tag}`,
      email: `bench.${tag}@drops.test`,
      password: 'long-password-123',
      profileImage: upload.key,
      country: 'GB',
      bio: 'Benchmark seller.',
    },
  );
  return completed.data;
}

/**
 * A frontend benchmark `name`: the production builds (buildStackApps), then the stack (with `env`)
 * and Debian's Chromium (with `extraBrowserArgs`) around `measure`, both stopped whatever happens;
 * the raw figures `measure` answers go to artifacts/bench/<name>.json.
 */
export async function measureOnStack(
  name: string,
  measure: (browser: Browser) => Promise<unknown>,
  env: NodeJS.ProcessEnv = process.env,
  extraBrowserArgs: string[] = [],
): Promise<void> {
  await buildStackApps();
  const stack = await runStackScript(path.join(root, 'e2e/support/stack.ts'), {
    env,
    stderr: 'ignore',
  });
  try {
    const browser = await chromium.launch({
      ...chromiumLaunchOptions,
      args: [...chromiumLaunchOptions.args, ...extraBrowserArgs],
    });
    try {
      writeRawFigures(name, await measure(browser));
    } finally {
      await browser.close();
    }
  } finally {
    await stack.stop();
  }
}

/** Runs a benchmark's main; a failure is printed and ends the process with 1. */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** A file as the spec's base64 upload bodies carry it. */
export const uploadBody = (fileName: string, fileType: string, bytes: Buffer) => ({
  fileName,
  fileType,
  fileSize: bytes.length,
  fileData: bytes.toString('base64'),
});

/** The 1×1 PNG as an upload named `fileName`. */
export const pngUpload = (fileName: string) => uploadBody(fileName, 'image/png', tinyPng);

/**
 * An approved sell account (`name` tags it, `avatar` its picture) with `count` drops, the
 * `index`th made from `dropOf(index)` with an upload of its own image: the seller's session as
 * the shell keeps it, and the images' storage keys.
 */
export async function sellerWithImageDrops(
  name: string,
  avatar: ReturnType<typeof uploadBody>,
  count: number,
  dropOf: (index: number) => ImageDrop,
): Promise<{ session: string; keys: string[] }> {
  const { token, seller } = await approvedSellSeller(name, avatar);
  const keys: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const { image, ...drop } = dropOf(index);
    keys.push(await saveDropWithImage(token, index, image, drop));
  }
  return { session: JSON.stringify({ token, seller }), keys };
}

interface ImageDrop {
  image: ReturnType<typeof uploadBody>;
  name: string;
  status?: 'Draft' | 'Published';
  quantity?: number;
}

/**
 * Uploads `image` as the seller and saves a drop that shows it (Published unless `drop.status`
 * says otherwise): the benches' seeded drops. Returns the image's storage key.
 */
async function saveDropWithImage(
  token: string,
  index: number,
  image: ReturnType<typeof uploadBody>,
  drop: Omit<ImageDrop, 'image'>,
): Promise<string> {
  const { key } = await callApi<{ key: string }>('POST', '/s3/product-image-upload', image, token);
  await callApi(
    'POST',
    '/seller/products',
    {
      description: 'A benchmark drop.',
      category: 'fashion',
      status: 'Published',
      price: 10 + index,
      quantity: index + 1,
      launchDate: '2026-01-01',
      purchaseUrl: 'https://shop.test/drop',
      mainImage: key,
      visuals: [{ type: 'image', url: key }],
      ...drop,
    },
    token,
  );
  return key;
}

/**
 * A new sell account (`name` tags its username and email), approved by the seeded administrator
 * and past its first-login dialog: its token and the seller as the session keeps it.
 */
async function approvedSellSeller(
  name: string,
  avatar: ReturnType<typeof uploadBody>,
): Promise<{ token: string; seller: { _id: string } }> {
  const tag = Date.now().toString(36);
  const email = `bench.${name}.${tag}@drops.test`;
  const password = 'long-password-123';
  const uploaded = await callApi<{ key: string }>(
    'POST',
    '/s3/seller/profile-image-upload',
    avatar,
  );
  await callApi('POST', '/seller/register/complete', {
    accountType: 'sell',
    role: ['brand'],
    username: `bench_${name}_${tag}`,
    email,
    password,
    profileImage: uploaded.key,
    country: 'GB',
    bio: 'Benchmark seller.',
  });
  const adminLogin = await signInBenchAdmin(apiBaseUrl, benchAdmin);
  const adminToken = adminLogin.token.accessToken;
  const found = await callApi<{ data: { _id: string }[] }>(
    'GET',
    `/admin/sellers?search=${tag}`,
    undefined,
    adminToken,
  );
  const sellerId = found.data[0]?._id ?? '';
  await callApi(
    'PUT',
    `/admin/sellers/${sellerId}/approve`,
    { isApproved: true, isActive: true },
    adminToken,
  );
  const login = await callApi<{ data: { token: string } }>('POST', '/seller/login', {
    email,
    password,
  });
  const { token } = login.data;
  const seller = (
    await callApi<{ data: { _id: string } }>(
      'PUT',
      `/seller/${sellerId}`,
      { firstLogin: false },
      token,
    )
  ).data;
  return { token, seller };
}

/** A fresh browser context (cold cache) signed in as the seller whose session is given. */
export function sellerContext(
  browser: Browser,
  session: string,
  options: { width: number; height: number; isMobile?: boolean },
) {
  return browser.newContext({
    viewport: { width: options.width, height: options.height },
    isMobile: options.isMobile,
    hasTouch: options.isMobile,
    storageState: {
      cookies: [],
      origins: [{ origin: shellUrl, localStorage: [{ name: 'seller-session', value: session }] }],
    },
  });
}
