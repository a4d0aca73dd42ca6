import { expect, test, type Page } from '../support/test';
import { expectToast, findDrop, newFlexSeller, slot, slotInput } from '../support/drop-editor';
import { ports } from '../support/environment';
import { signInThroughScreen } from '../support/flows';
import { saveScreen } from '../support/screens';

const mebibyte = 1024 * 1024;

/** A real WebM the browser records from a canvas: something Chromium can decode and seek. */
async function recordWebm(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const context = canvas.getContext('2d')!;
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start(100);
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const draw = () => {
        const elapsed = performance.now() - started;
        context.fillStyle = `hsl(${Math.round(elapsed / 10) % 360} 80% 50%)`;
        context.fillRect(0, 0, 320, 240);
        context.fillStyle = '#fff';
        context.font = '48px sans-serif';
        context.fillText('DROP', 90, 140);
        if (elapsed < 2500) requestAnimationFrame(draw);
        else resolve();
      };
      draw();
    });
    recorder.stop();
    await stopped;
    const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

/** A real JPEG (a gradient the browser encodes), padded after its end marker to `size` bytes. */
async function jpegOf(page: Page, size: number): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1200;
    canvas.height = 900;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 1200, 900);
    gradient.addColorStop(0, '#1d3557');
    gradient.addColorStop(1, '#e63946');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 1200, 900);
    const blob = await new Promise<Blob>((resolve) =>
      canvas.toBlob((made) => resolve(made!), 'image/jpeg', 0.9),
    );
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000)
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(binary);
  });
  const image = Buffer.from(base64, 'base64');
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

test('the editor sends a 10 MB photo and a video straight to storage with progress; the dashboard shows the poster', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const seller = await newFlexSeller('poster_up');
  const name = `Poster Drop ${testInfo.project.name}`;
  await signInThroughScreen(page, seller);
  await page.goto('/add-product');
  await expect(page.getByRole('heading', { name: 'ADD DROP' })).toBeVisible();

  // Which requests carry the files: storage's own port, never the gateway's upload calls.
  const storageWrites: string[] = [];
  const gatewayUploads: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.port === String(ports.storage) && request.method() === 'POST')
      storageWrites.push(url.pathname);
    if (url.pathname.endsWith('/s3/product-image-upload')) gatewayUploads.push(url.pathname);
  });

  const video = await recordWebm(page);
  const photo = await jpegOf(page, 10 * mebibyte);

  await page.getByLabel('Drop title').fill(name);
  await page.getByLabel('Description').fill('A drop whose video shows its poster.');
  await page.getByLabel('Category').selectOption('art');

  await slotInput(page, 1).setInputFiles({
    name: 'teaser.webm',
    mimeType: 'video/webm',
    buffer: video,
  });
  await expect(slot(page, 1)).toHaveAttribute('data-visual-type', 'video', { timeout: 30_000 });
  // The editor shows the captured poster on the video until it is played.
  await expect(slot(page, 1).locator('video')).toHaveAttribute('poster', /^http/);

  // A phone photo on a slow line: the progress bar moves while the bytes go to storage.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 2 * mebibyte,
  });
  await slotInput(page, 2).setInputFiles({
    name: 'phone.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  const progress = page.getByRole('progressbar', { name: 'Uploading phone.jpg' });
  await expect(progress).toBeVisible();
  await expect
    .poll(async () => Number(await progress.getAttribute('value')), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await saveScreen(page, testInfo, 'direct-upload-progress');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await expect(slot(page, 2)).toHaveAttribute('data-visual-type', 'image', { timeout: 60_000 });

  // The video, its poster and the photo went to storage; nothing through the gateway's upload.
  expect(storageWrites.length).toBe(3);
  expect(gatewayUploads).toEqual([]);
  await saveScreen(page, testInfo, 'direct-upload-done');

  await page.getByRole('button', { name: 'SUBMIT' }).click();
  await expectToast(page, 'YOU DROP IS LIVE.');
  await expect(page).toHaveURL(/\/dashboard$/);

  const drop = (await findDrop(seller, name)) as unknown as {
    visuals: { type: string; url: string; thumbnail?: string; duration?: number; size?: number }[];
  };
  const [first, second] = drop.visuals;
  expect(first).toMatchObject({ type: 'video', size: video.length });
  expect(first!.thumbnail).toMatch(/^products\/.+\.jpg$/);
  expect(first!.duration).toBeGreaterThan(1);
  expect(second).toMatchObject({ type: 'image', size: 10 * mebibyte });

  // The list shows the poster image with a play mark and loads no video.
  const thumbnail = page.locator('[data-thumbnail="video"]').first();
  await thumbnail.scrollIntoViewIfNeeded();
  const poster = thumbnail.getByRole('img', { name: new RegExp(name) });
  await expect(poster).toBeVisible();
  await expect
    .poll(() => poster.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.locator('video')).toHaveCount(0);
  await saveScreen(page, testInfo, 'dashboard-video-poster');
});
