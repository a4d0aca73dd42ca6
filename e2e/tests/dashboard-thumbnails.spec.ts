import { expect, test, type Page, type TestInfo } from '../support/test';
import { apiBaseUrl } from '../support/environment';
import {
  createImageDrop,
  newSeller,
  openDashboardAs,
  uploadProductFile,
} from '../support/dashboard-data';
import { saveScreen } from '../support/screens';

/** A 1600 × 1200 photo-like JPEG (a gradient with noise), made by the browser's canvas. */
async function canvasJpeg(page: Page): Promise<Buffer> {
  await page.goto('about:blank');
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1600;
    canvas.height = 1200;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    const gradient = context.createLinearGradient(0, 0, 1600, 1200);
    gradient.addColorStop(0, '#d9480f');
    gradient.addColorStop(1, '#1864ab');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1600, 1200);
    for (let index = 0; index < 20_000; index += 1) {
      context.fillStyle = `hsl(${index % 360}, 70%, 50%)`;
      context.fillRect((index * 7919) % 1600, (index * 104729) % 1200, 4, 4);
    }
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, 'image/jpeg', 0.92),
    );
    if (!blob) throw new Error('no JPEG');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

async function thumbnailWidths(key: string): Promise<number[]> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const response = await fetch(`${apiBaseUrl}/s3/get-signed-url/${path}`);
  const body = (await response.json()) as { thumbnails?: { width: number }[] };
  return (body.thumbnails ?? []).map((thumbnail) => thumbnail.width);
}

const isMobile = (testInfo: TestInfo) => testInfo.project.name === 'mobile';

test('the dashboard shows an image drop by its thumbnail, never downloading the original', async ({
  page,
}, testInfo) => {
  const seller = await newSeller('sell');
  const photo = await canvasJpeg(page);
  const key = await uploadProductFile(seller, photo, 'photo.jpg', 'image/jpeg');
  await createImageDrop(seller, { name: 'Harbour Print' }, key);
  // The worker makes them off the request path, within seconds.
  await expect.poll(() => thumbnailWidths(key), { timeout: 30_000 }).toEqual([96, 320, 960]);

  const fileName = key.split('/').pop()!;
  const imageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') imageRequests.push(new URL(request.url()).pathname);
  });
  await openDashboardAs(page, seller);
  const item = isMobile(testInfo)
    ? page.getByRole('list', { name: 'Your drops' }).getByRole('listitem')
    : page.getByRole('table', { name: 'Your drops' }).getByRole('row', { name: /Harbour Print/ });
  const image = item.locator('[data-thumbnail="image"] img');
  await expect(image).toHaveAttribute('data-thumbnails', 'ready');
  await expect(image).toHaveJSProperty('complete', true);
  // A 48 px (table) or 64 px (cards) frame on a 1x screen: the 96 px AVIF.
  expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toContain(
    `${fileName}.w96.avif`,
  );
  // Decoded (its intrinsic width is the frame's: 96 px of file over a 48 or 64 px `sizes`).
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  );
  const originals = imageRequests.filter((path) => path.endsWith(fileName));
  expect(originals).toEqual([]);
  await saveScreen(page, testInfo, 'dashboard-thumbnails');
});
