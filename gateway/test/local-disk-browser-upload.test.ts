import http from 'node:http';
import { chromiumLaunchOptions } from '@drops/stack/chromium';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from '@playwright/test';
import { freePort, request, startStack, type Stack } from '../testing/stack';
import type { PageUpload, PageUploadOptions } from './browser/upload-result';

/**
 * Issue 18 on the default storage (local disk, what a fresh clone runs): a seller's browser on a
 * frontend's origin sends the file through the gateway to the signed PUT link, with progress,
 * then completes it and shows it (issue 18's e2e specs run on s3rver, with its POST form). Real Chromium and the real api-client, so the CORS preflight,
 * the gateway's body limit and media-body check and the catalog's PUT route are all in the path.
 */

const mebibyte = 1024 * 1024;

/** The page's script with the api-client as the frontends ship it, as one browser script. */
async function pageScript(): Promise<string> {
  const bundled = await build({
    entryPoints: [path.join(__dirname, 'browser/upload-page.ts')],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  return bundled.outputFiles[0]!.text;
}

/** A frontend's origin: one page and the client script, nothing else. */
async function startFrontend(script: string): Promise<{ origin: string; close: () => void }> {
  const server = http.createServer((incoming, response) => {
    if (incoming.url === '/upload-page.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><title>editor</title><script src="/upload-page.js"></script>');
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

/** Runs the page script's upload (test/browser/upload-page.ts) on the frontend's page. */
function uploadFromPage(page: Page, options: PageUploadOptions): Promise<PageUpload> {
  return page.evaluate(`window.uploadFromPage(${JSON.stringify(options)})`);
}

let stack: Stack;
let browser: Browser;
let frontend: { origin: string; close: () => void };
let apiUrl: string;

beforeAll(async () => {
  const [script, launched] = await Promise.all([
    pageScript(),
    chromium.launch(chromiumLaunchOptions),
  ]);
  browser = launched;
  frontend = await startFrontend(script);
  // The gateway as configured for this frontend's origin (FRONTEND_ORIGINS), default limits.
  stack = await startStack({ corsOrigins: [frontend.origin] });
  apiUrl = stack.apiUrl;
});

afterAll(async () => {
  await browser?.close();
  frontend?.close();
  await stack?.stop();
});

test("the drop editor's browser PUTs a photo to the local-disk link through the gateway, with progress, and shows it", async () => {
  const seller = await stack.createSeller({ isApproved: true });
  const page = await browser.newPage();
  const preflights: string[] = [];
  const puts: Array<{ status: number; type: string | undefined }> = [];
  page.on('response', (answer) => {
    if (answer.request().method() === 'PUT')
      puts.push({ status: answer.status(), type: answer.request().headers()['content-type'] });
  });
  await page.goto(frontend.origin);
  // The 10 MB phone photo on a fast line: about a second, so the progress is seen moving.
  const cdp = await page.context().newCDPSession(page);
  // Playwright reports no preflight of its own; the DevTools protocol does.
  cdp.on('Network.requestWillBeSent', (sent) => {
    if (sent.request.method === 'OPTIONS') preflights.push(new URL(sent.request.url).pathname);
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 8 * mebibyte,
  });

  const upload = await uploadFromPage(page, {
    apiUrl,
    token: seller.token,
    purpose: 'product',
    size: 10 * mebibyte,
  });

  expect(puts).toEqual([{ status: 200, type: 'image/jpeg' }]);
  expect(preflights.some((pathname) => pathname.startsWith('/api/v1/s3/files/incoming/'))).toBe(
    true,
  );
  const total = upload.fileSize;
  expect(upload.progress.some((step) => step.loaded > 0 && step.loaded < total)).toBe(true);
  expect(upload.progress.at(-1)).toEqual({ loaded: total, total });
  expect(upload.key).toMatch(new RegExp(`^products/${seller.id}/`));
  expect(upload.url.startsWith(`${apiUrl}/s3/files/products/`)).toBe(true);
  expect(upload.shown).toEqual({ width: 640, height: 480 });

  // The kept key is what the editor saves with the drop.
  const saved = await request(`${apiUrl}/seller/products`, {
    method: 'POST',
    token: seller.token,
    body: { name: 'Local disk drop', status: 'Draft', mainImage: upload.key },
  });
  expect(saved.status).toBe(201);
  expect((saved.body.data as { mainImage: string }).mainImage).toBe(upload.key);
  await page.close();
});

test('sign-up sends its profile photo to the local-disk link without an account', async () => {
  const page = await browser.newPage();
  await page.goto(frontend.origin);
  const upload = await uploadFromPage(page, {
    apiUrl,
    token: null,
    purpose: 'profile',
    size: 200 * 1024,
  });
  expect(upload.key).toMatch(/^seller-profiles\/pending\//);
  expect(upload.shown).toEqual({ width: 640, height: 480 });
  await page.close();
});
