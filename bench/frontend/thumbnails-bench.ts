/**
 * Thumbnails benchmark (issue 18): a sell account with 100 drops, each with its own
 * 12-megapixel JPEG (4000 × 3000), on the whole product started on the e2e ports.
 *
 * - bytes of images the dashboard's first screen downloads, at 1280 × 800 and at 390 × 844,
 *   before (the signed-link answers stripped of `thumbnails`, which is how the frontends on main
 *   behave: every thumbnail is the original) and after;
 * - time from navigation to the last thumbnail on screen decoded (cold: a fresh browser context
 *   each load; median of BENCH_RUNS loads);
 * - the thumbnail worker's throughput (images a second) and peak memory, timed in this process
 *   on the same 12 MP JPEG with the catalog's own code (one image at a time, as the worker).
 *
 *   pnpm --filter @drops/bench thumbnails
 *
 * BENCH_SKIP_BUILD=1 reuses the dist/ folders; BENCH_RUNS sets the loads per case (3);
 * E2E_*_PORT move the stack as for the e2e suite.
 */
import { loadavg } from 'node:os';
import type { Browser } from '@playwright/test';
import sharp from 'sharp';
import { makeThumbnails, stripImageMetadata } from '@drops/catalog-service/thumbnails';
import {
  callApi,
  measureOnStack,
  median,
  ms,
  runBenchmark,
  sellerContext,
  sellerWithImageDrops,
  shellUrl,
  uploadBody,
} from './harness';
import { benchSettings } from '../settings';

const { runs } = benchSettings({ runs: 3 });
const dropCount = 100;
const viewports = [
  { name: '1280 × 800', width: 1280, height: 800, isMobile: false },
  { name: '390 × 844', width: 390, height: 844, isMobile: true },
];

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
/** A photo-like 12 MP JPEG: a gradient with grain (about as compressible as a real photo). */
async function twelveMegapixelJpeg(seed: number): Promise<Buffer> {
  const width = 4000;
  const height = 3000;
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
      `<stop offset="0" stop-color="hsl(${seed * 37}, 70%, 45%)"/>` +
      `<stop offset="1" stop-color="hsl(${seed * 37 + 120}, 60%, 30%)"/>` +
      `</linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>` +
      `<circle cx="${1000 + seed * 20}" cy="1500" r="700" fill="hsl(${seed * 11}, 80%, 60%)"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function sellerWithPhotoDrops(
  photos: Buffer[],
): Promise<{ session: string; keys: string[] }> {
  const avatarPhoto = await sharp(photos[0]!).resize({ width: 800 }).jpeg().toBuffer();
  const avatar = uploadBody('avatar.jpg', 'image/jpeg', avatarPhoto);
  return sellerWithImageDrops('thumbs', avatar, dropCount, (index) => ({
    image: uploadBody(`drop-${index}.jpg`, 'image/jpeg', photos[index % photos.length]!),
    name: `Photo drop ${String(index).padStart(3, '0')}`,
  }));
}

async function thumbnailsReady(key: string): Promise<boolean> {
  const path = key.split('/').map(encodeURIComponent).join('/');
  const answer = await callApi<{ thumbnails?: unknown[] }>('GET', `/s3/get-signed-url/${path}`);
  return (answer.thumbnails?.length ?? 0) > 0;
}

/** Marks when every thumbnail inside the viewport has its picture decoded. */
const instrument = `
  window.__thumbs = { lastVisibleAt: 0 };
  const watch = () => {
    const frames = [...document.querySelectorAll('[data-thumbnail]')].filter((frame) => {
      const box = frame.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.width > 0;
    });
    const done = frames.length > 0 && frames.every((frame) => {
      const image = frame.querySelector('img');
      return image && image.complete && image.naturalWidth > 0 && image.dataset.mediaState === 'ready';
    });
    if (done && document.querySelectorAll('[data-thumbnail]').length >= ${Math.min(dropCount, 20)}) {
      window.__thumbs.lastVisibleAt = performance.now();
    } else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

/** A load's waterfall, ms from navigation: each part's first start and last end. */
interface Waterfall {
  document: { start: number; end: number };
  /** The shell's and the remotes' scripts (entries and chunks) that ended before the list's call. */
  bootScripts: { start: number; end: number; count: number };
  list: { start: number; end: number };
  /** `GET /s3/get-signed-url` and `POST /s3/signed-urls` calls. */
  signedLinks: { start: number; end: number; count: number };
  /** The first `POST /s3/signed-urls`: the first screen's links in one call. */
  together: { start: number; end: number } | null;
  images: { start: number; end: number; count: number };
}

interface LoadFigures {
  imageBytes: number;
  imageCount: number;
  lastVisibleThumbnail: number;
  /** When the drop list's answer arrived (from navigation): what came before is boot. */
  listAnswered: number;
  waterfall: Waterfall;
}

/** Read in the page once the last thumbnail shows: the resource timings, grouped. */
const readWaterfall = `(() => {
  const entries = performance.getEntriesByType('resource');
  const navigation = performance.getEntriesByType('navigation')[0];
  const span = (list) => ({
    start: Math.round(Math.min(...list.map((entry) => entry.startTime))),
    end: Math.round(Math.max(...list.map((entry) => entry.responseEnd))),
    count: list.length,
  });
  const list = entries.find((entry) => entry.name.includes('/seller/products?'));
  const listStart = list ? list.startTime : Infinity;
  return {
    document: { start: 0, end: Math.round(navigation.responseEnd) },
    bootScripts: span(entries.filter((entry) => entry.initiatorType === 'script' || new URL(entry.name).pathname.endsWith('.js')).filter((entry) => entry.responseEnd <= listStart)),
    list: list ? { start: Math.round(list.startTime), end: Math.round(list.responseEnd) } : null,
    together: (() => {
      const call = entries.find((entry) => entry.name.includes('/s3/signed-urls'));
      return call ? { start: Math.round(call.startTime), end: Math.round(call.responseEnd) } : null;
    })(),
    signedLinks: span(entries.filter((entry) => entry.name.includes('/s3/get-signed-url/') || entry.name.includes('/s3/signed-urls'))),
    images: span(entries.filter((entry) => entry.initiatorType === 'img')),
  };
})()`;

async function oneLoad(
  browser: Browser,
  session: string,
  viewport: (typeof viewports)[number],
  before: boolean,
): Promise<LoadFigures> {
  const context = await sellerContext(browser, session, viewport);
  if (before) {
    // As on main: the signed-link answers carry no thumbnails, so the originals are shown.
    await context.route('**/s3/get-signed-url/**', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as Record<string, unknown>;
      delete body.thumbnails;
      await route.fulfill({ response, json: body });
    });
    await context.route('**/s3/signed-urls', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown>[] };
      for (const entry of body.data) delete entry.thumbnails;
      await route.fulfill({ response, json: body });
    });
  }
  const page = await context.newPage();
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'image') return;
    sizes.push(request.sizes().then((measured) => measured.responseBodySize));
  });
  await page.addInitScript(instrument);
  await page.goto(`${shellUrl}/dashboard`);
  await page.waitForFunction('window.__thumbs.lastVisibleAt > 0', undefined, {
    timeout: 120_000,
  });
  const lastVisibleThumbnail = (await page.evaluate('window.__thumbs.lastVisibleAt')) as number;
  const waterfall = (await page.evaluate(readWaterfall)) as Waterfall;
  const listAnswered = waterfall.list.end;
  // The first screen settles: lazy rows just below it are fetched too, then nothing more.
  await page.waitForLoadState('networkidle');
  const bodies = await Promise.all(sizes);
  await context.close();
  return {
    imageBytes: bodies.reduce((total, size) => total + size, 0),
    imageCount: bodies.length,
    lastVisibleThumbnail,
    listAnswered,
    waterfall,
  };
}

/** The median load's waterfall, one line. */
function waterfallLine(loads: LoadFigures[]): string {
  const part = (pick: (waterfall: Waterfall) => { start: number; end: number }) => {
    const start = median(loads.map((load) => pick(load.waterfall).start));
    const end = median(loads.map((load) => pick(load.waterfall).end));
    return `${Math.round(start)}-${Math.round(end)}`;
  };
  return (
    `document ${part((w) => w.document)}, boot scripts ${part((w) => w.bootScripts)}, ` +
    `list ${part((w) => w.list)}, signed links ${part((w) => w.signedLinks)} ` +
    `(together ${part((w) => w.together ?? { start: NaN, end: NaN })}), ` +
    `images ${part((w) => w.images)}, last visible ${Math.round(median(loads.map((load) => load.lastVisibleThumbnail)))}`
  );
}

/** The worker's work on one image: strip (the original carries none here) and 6 thumbnails. */
async function workerThroughput(photo: Buffer, images: number) {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
  }, 20);
  const startRss = process.memoryUsage().rss;
  const started = performance.now();
  for (let index = 0; index < images; index += 1) {
    const stripped = await stripImageMetadata(photo, 'image/jpeg');
    await makeThumbnails(stripped);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  return { images, seconds, perSecond: images / seconds, startRss, peakRss };
}

async function main(): Promise<void> {
  const photos = await Promise.all([0, 1, 2, 3].map((seed) => twelveMegapixelJpeg(seed)));
  console.log(
    `12 MP JPEGs: ${photos.map((photo) => `${(photo.length / 1024 / 1024).toFixed(1)} MB`).join(', ')}`,
  );
  const worker = await workerThroughput(photos[0]!, 10);
  console.log(
    `worker: ${worker.perSecond.toFixed(2)} images/s, peak RSS ${worker.peakRss >> 20} MB`,
  );

  await measureOnStack('thumbnails', async (browser) => {
    const seedStarted = performance.now();
    const { session, keys } = await sellerWithPhotoDrops(photos);
    const uploaded = performance.now();
    // The stack's worker makes them as the uploads come; wait for the last one.
    while (!(await thumbnailsReady(keys[keys.length - 1]!))) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    for (const key of keys) {
      while (!(await thumbnailsReady(key)))
        await new Promise((resolve) => setTimeout(resolve, 500));
    }
    const allReady = performance.now();

    const loadAtStart = loadavg();
    const figures: Record<string, { before: LoadFigures[]; after: LoadFigures[] }> = {};
    for (const viewport of viewports) {
      figures[viewport.name] = { before: [], after: [] };
      for (let run = 0; run < runs; run += 1) {
        figures[viewport.name]!.before.push(await oneLoad(browser, session, viewport, true));
        figures[viewport.name]!.after.push(await oneLoad(browser, session, viewport, false));
      }
    }

    console.log(
      `\nload average at the end: ${loadavg()
        .map((load) => load.toFixed(1))
        .join(', ')}`,
    );
    console.log(
      `\n/dashboard with ${dropCount} drops of a 12 MP JPEG each, ${runs} cold loads a case`,
    );
    for (const viewport of viewports) {
      const { before, after } = figures[viewport.name]!;
      const bytes = (list: LoadFigures[]) => median(list.map((load) => load.imageBytes));
      const count = (list: LoadFigures[]) => median(list.map((load) => load.imageCount));
      const time = (list: LoadFigures[]) => median(list.map((load) => load.lastVisibleThumbnail));
      const afterList = (list: LoadFigures[]) =>
        median(list.map((load) => load.lastVisibleThumbnail - load.listAnswered));
      console.log(
        `  ${viewport.name}: images ${kilobytes(bytes(before))} in ${count(before)} files before, ` +
          `${kilobytes(bytes(after))} in ${count(after)} files after; ` +
          `last visible thumbnail ${ms(time(before))} before, ${ms(time(after))} after (median; ` +
          `${ms(afterList(before))} and ${ms(afterList(after))} after the list's answer)`,
      );
      console.log(`    waterfall after (ms from navigation, medians): ${waterfallLine(after)}`);
    }
    console.log(
      `  worker in this process: ${worker.perSecond.toFixed(2)} images/s (${worker.images} in ${worker.seconds.toFixed(1)} s), ` +
        `peak RSS ${(worker.peakRss / 1024 / 1024).toFixed(0)} MB (from ${(worker.startRss / 1024 / 1024).toFixed(0)} MB)`,
    );
    console.log(
      `  through the stack: ${dropCount} uploads in ${((uploaded - seedStarted) / 1000).toFixed(1)} s, ` +
        `all thumbnails made ${((allReady - uploaded) / 1000).toFixed(1)} s after the last upload`,
    );
    return {
      dropCount,
      runs,
      photoBytes: photos.map((photo) => photo.length),
      worker,
      loadAverage: { atStart: loadAtStart, atEnd: loadavg() },
      seedSeconds: (uploaded - seedStarted) / 1000,
      readyAfterLastUploadSeconds: (allReady - uploaded) / 1000,
      figures,
    };
  });
}

runBenchmark(main);
