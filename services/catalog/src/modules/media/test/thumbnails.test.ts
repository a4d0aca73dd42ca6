import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import exifReader from 'exif-reader';
import sharp, { type Metadata } from 'sharp';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import {
  serverMessages,
  signedUrlsMaxKeys,
  thumbnailFormats,
  thumbnailKeyOf,
  thumbnailWidths,
  uploadMessages,
  type SignedUrlResponse,
  type SignedUrlsResponse,
  type SingleUploadResponse,
} from '@drops/contracts';
import { buildApp, catalogMigrations } from '../../../app';
import { createStorage, type Storage } from '../storage';
import { createThumbnailWorker } from '../thumbnails/thumbnail-worker';
import { backendNames, freePort, startBackend, type StorageBackend } from './storage-backends';
import { bearer, catalogForTests, insertSeller } from '../../../../test/fixtures';

jest.setTimeout(120_000);

/** A photo as a phone leaves it: EXIF with a GPS position, stored sideways (orientation 6). */
async function phonePhoto(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 180, g: 60, b: 40 } },
  })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 2/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 40/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A decompression bomb: a few hundred bytes of valid PNG declaring 50,000 × 50,000 px. */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1000))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG whose header reads but whose picture data stops halfway (a broken transfer). */
async function corruptJpeg(): Promise<Buffer> {
  const real = await sharp({
    create: {
      width: 800,
      height: 600,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 30 },
    },
  })
    .jpeg()
    .toBuffer();
  return Buffer.from(real.subarray(0, Math.floor(real.length / 2)));
}

const base64File = (bytes: Buffer, fileType: string, fileName: string) => ({
  fileName,
  fileType,
  fileSize: bytes.length,
  fileData: bytes.toString('base64'),
});

function exifOf(metadata: Metadata) {
  return metadata.exif ? exifReader(metadata.exif) : undefined;
}

describe.each(backendNames)('thumbnails on %s storage', (backendName) => {
  let database: TestDatabase;
  let backend: StorageBackend;
  let storage: Storage;
  let app: ServiceApp;
  let auth: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [catalogMigrations]);
    const port = await freePort();
    backend = await startBackend(backendName, port);
    storage = createStorage(backend.config);
    app = await buildApp({
      database: { knex: database.knex },
      tokenSecrets: developmentTokenSecrets,
      storage,
      logLevel: 'silent',
      // The test drives the worker itself, one job at a time.
      thumbnails: { runWorker: false },
    });
    await app.listen({ host: '127.0.0.1', port });
    const sellerId = await insertSeller(database.knex, { accountType: 'flex' });
    auth = { authorization: `Bearer ${app.signToken('seller', sellerId)}` };
  });

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    await backend?.cleanup();
  });

  async function upload(bytes: Buffer, type = 'image/jpeg', name = 'photo.jpg') {
    return app.inject({
      method: 'POST',
      url: '/s3/product-image-upload',
      headers: auth,
      payload: base64File(bytes, type, name),
    });
  }

  async function signedLink(key: string): Promise<SignedUrlResponse> {
    const response = await app.inject({ method: 'GET', url: `/s3/get-signed-url/${key}` });
    expect(response.statusCode).toBe(200);
    return response.json<SignedUrlResponse>();
  }

  async function fetchBytes(url: string) {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return {
      headers: response.headers,
      bytes: Buffer.from(await response.arrayBuffer()),
    };
  }

  it('stores a product photo without its GPS position, turned upright', async () => {
    const photo = await phonePhoto();
    expect(exifOf(await sharp(photo).metadata())?.GPSInfo?.GPSLatitude).toEqual([51, 30, 2]);

    const response = await upload(photo);
    expect(response.statusCode).toBe(200);
    const { key } = response.json<SingleUploadResponse>();
    const stored = await storage.readBytes(key);
    const metadata = await sharp(stored!).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(stored!.includes(Buffer.from('Phone'))).toBe(false);
    // Orientation 6 applied to the pixels: the 1600 × 1200 sensor image stands 1200 wide.
    expect([metadata.width, metadata.height, metadata.orientation ?? 1]).toEqual([1200, 1600, 1]);
  });

  it('strips a photo sent as multipart/form-data too', async () => {
    const boundary = `----thumbs-${randomBytes(6).toString('hex')}`;
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="p.jpg"\r\n` +
          'Content-Type: image/jpeg\r\n\r\n',
      ),
      await phonePhoto(800, 600),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/s3/product-image-upload',
      headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(response.statusCode).toBe(200);
    const metadata = await sharp(
      (await storage.readBytes(response.json<SingleUploadResponse>().key))!,
    ).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([600, 800]);
  });

  it('makes WebP and AVIF at 96, 320 and 960 px, upright and carrying no metadata', async () => {
    const { key } = (await upload(await phonePhoto())).json<SingleUploadResponse>();
    // Before the worker ran: the original's link only, and a thumbnail's key stands for it.
    expect((await signedLink(key)).thumbnails).toBeUndefined();
    const early = await signedLink(thumbnailKeyOf(key, 320, 'webp'));
    expect(early.signedUrl).toContain(key.split('/').pop()!.replace(/\..*$/, ''));
    expect(await storage.exists(thumbnailKeyOf(key, 320, 'webp'))).toBe(false);

    expect(await app.thumbnails.worker.runUntilIdle()).toBeGreaterThanOrEqual(1);
    expect((await app.thumbnails.jobs.find(key))?.status).toBe('ready');

    for (const width of thumbnailWidths) {
      for (const format of thumbnailFormats) {
        const bytes = await storage.readBytes(thumbnailKeyOf(key, width, format));
        expect(bytes).not.toBeNull();
        const metadata = await sharp(bytes!).metadata();
        expect(metadata.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect(metadata.width).toBe(width);
        // Upright: 1200 × 1600 scaled to the width keeps the 3:4 portrait shape.
        expect(metadata.height).toBe(Math.round((width * 4) / 3));
        expect(metadata.exif).toBeUndefined();
        expect(metadata.xmp).toBeUndefined();
        expect(metadata.iptc).toBeUndefined();
      }
    }

    const links = await signedLink(key);
    expect(links.thumbnails?.map((thumbnail) => thumbnail.width)).toEqual([96, 320, 960]);
    const smallest = await fetchBytes(links.thumbnails![0]!.webp);
    expect((await sharp(smallest.bytes).metadata()).width).toBe(96);
    expect(smallest.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const avif = await fetchBytes(links.thumbnails![2]!.avif);
    expect((await sharp(avif.bytes).metadata()).format).toBe('heif');
    // The same link on the next ask (the expiry is rounded to the hour), so caches hit.
    expect((await signedLink(key)).thumbnails).toEqual(links.thumbnails);
    expect((await signedLink(thumbnailKeyOf(key, 320, 'webp'))).signedUrl).toBe(
      links.thumbnails![1]!.webp,
    );
  });

  it("answers a screen's keys in one call, each as its own signed-link call would", async () => {
    const made = (await upload(await phonePhoto())).json<SingleUploadResponse>().key;
    await app.thumbnails.worker.runUntilIdle();
    const waiting = (await upload(await phonePhoto())).json<SingleUploadResponse>().key;
    const missing = 'products/nobody/0123456789abcdef01234567.jpg';
    const keys = [made, waiting, missing, 'not-a-key.png', 'https://cdn.example/a.png'];

    const response = await app.inject({
      method: 'POST',
      url: '/s3/signed-urls',
      payload: { keys },
    });

    expect(response.statusCode).toBe(200);
    const { data } = response.json<SignedUrlsResponse>();
    expect(data.map((entry) => [entry.key, entry.status])).toEqual([
      [made, 200],
      [waiting, 200],
      [missing, 404],
      ['not-a-key.png', 400],
      ['https://cdn.example/a.png', 200],
    ]);
    // The same links as the single call (the thumbnails' are stable within the hour).
    expect(data[0]!.thumbnails).toEqual((await signedLink(made)).thumbnails);
    expect(data[0]!.thumbnails?.map((thumbnail) => thumbnail.width)).toEqual([96, 320, 960]);
    expect((await fetch(data[0]!.signedUrl!)).status).toBe(200);
    expect(data[1]!.thumbnails).toBeUndefined();
    expect(data[2]!.error).toBe(uploadMessages.fileNotFound);
    expect(data[4]!.signedUrl).toBe('https://cdn.example/a.png');

    const tooMany = await app.inject({
      method: 'POST',
      url: '/s3/signed-urls',
      payload: { keys: Array.from({ length: signedUrlsMaxKeys + 1 }, () => made) },
    });
    expect(tooMany.statusCode).toBe(400);
  });

  it('never upscales: an image narrower than 96 px keeps its own width', async () => {
    const small = await sharp({
      create: { width: 60, height: 40, channels: 4, background: '#336699' },
    })
      .png()
      .toBuffer();
    const { key } = (await upload(small, 'image/png', 'small.png')).json<SingleUploadResponse>();
    await app.thumbnails.worker.runUntilIdle();
    expect((await app.thumbnails.jobs.find(key))?.widths).toEqual([96]);
    const thumbnail = await storage.readBytes(thumbnailKeyOf(key, 96, 'webp'));
    expect((await sharp(thumbnail!).metadata()).width).toBe(60);
    expect(await storage.exists(thumbnailKeyOf(key, 320, 'webp'))).toBe(false);
    expect((await signedLink(key)).thumbnails?.map((thumbnail) => thumbnail.width)).toEqual([96]);
  });

  it('refuses a decompression bomb with 413 and stores nothing', async () => {
    const before = await backend.listKeys();
    const response = await upload(bombPng(), 'image/png', 'bomb.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: serverMessages.fileTooLarge });
    expect(await backend.listKeys()).toEqual(before);
  });

  it('refuses a corrupt photo that carries a GPS position (415): it cannot be stripped', async () => {
    const photo = await phonePhoto();
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    expect(exifOf(await sharp(cut).metadata())?.GPSInfo).toBeDefined();
    const before = await backend.listKeys();
    const response = await upload(Buffer.from(cut));
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: serverMessages.fileTypeNotAllowed });
    expect(await backend.listKeys()).toEqual(before);
  });

  it('refuses a 100 MB "image" with 413', async () => {
    const huge = Buffer.alloc(100 * 1024 * 1024, 7);
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]).copy(huge);
    const response = await upload(huge);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: serverMessages.fileTooLarge });
  });

  it('fails the job of a bomb or a corrupt JPEG stored by any path, leaving no thumbnail', async () => {
    const bombKey = `products/direct/${randomBytes(6).toString('hex')}.png`;
    await storage.put(bombKey, bombPng(), { contentType: 'image/png' });
    const corrupt = (await upload(await corruptJpeg())).json<SingleUploadResponse>().key;
    const good = (await upload(await phonePhoto(400, 300))).json<SingleUploadResponse>().key;
    await app.thumbnails.requestFor([bombKey]);

    await app.thumbnails.worker.runUntilIdle();

    for (const [key, error] of [
      [bombKey, 'image too large'],
      [corrupt, 'unreadable image'],
    ] as const) {
      expect(await app.thumbnails.jobs.find(key)).toMatchObject({ status: 'failed', error });
      const keys = await backend.listKeys();
      expect(keys.filter((stored) => stored.startsWith(`${key}.w`))).toEqual([]);
      // Lists keep showing the original.
      expect((await signedLink(key)).thumbnails).toBeUndefined();
      expect((await signedLink(thumbnailKeyOf(key, 96, 'avif'))).signedUrl).toContain(
        key.split('/').pop(),
      );
    }
    // The worker went on past the bad ones.
    expect((await app.thumbnails.jobs.find(good))?.status).toBe('ready');
  });

  it('strips a product original that reached storage another way before making its thumbnails', async () => {
    const key = `products/direct/${randomBytes(6).toString('hex')}.jpg`;
    await storage.put(key, await phonePhoto(640, 480), { contentType: 'image/jpeg' });
    await app.thumbnails.requestFor([key]);
    await app.thumbnails.worker.runUntilIdle();
    const metadata = await sharp((await storage.readBytes(key))!).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([480, 640]);
    expect((await app.thumbnails.jobs.find(key))?.widths).toEqual([96, 320]);
  });

  it('gives each job to one worker, and takes over a job whose worker died', async () => {
    const keys = await Promise.all(
      [1, 2, 3, 4].map(
        async () => (await upload(await phonePhoto(200, 150))).json<SingleUploadResponse>().key,
      ),
    );
    const replicas = [1, 2].map(() =>
      createThumbnailWorker({ jobs: app.thumbnails.jobs, storage, log: app.log }),
    );
    const done = await Promise.all(replicas.map((replica) => replica.runUntilIdle()));
    expect(done[0]! + done[1]!).toBe(keys.length);
    for (const key of keys) {
      expect(await app.thumbnails.jobs.find(key)).toMatchObject({ status: 'ready', attempts: 1 });
    }

    const orphan = (await upload(await phonePhoto(200, 150))).json<SingleUploadResponse>().key;
    // A replica took the job and died: its lease runs out and another takes the job.
    expect(await app.thumbnails.jobs.lease('dead-replica', 60_000)).toMatchObject({
      sourceKey: orphan,
    });
    expect(await app.thumbnails.jobs.lease('other', 60_000)).toBeNull();
    expect(await app.thumbnails.jobs.lease('other', 60_000, Date.now() + 61_000)).toMatchObject({
      sourceKey: orphan,
      attempts: 2,
    });
    // Its third worker dies too: the job is left (lists show the original), not retried forever.
    expect(await app.thumbnails.jobs.lease('third', 60_000, Date.now() + 122_000)).toMatchObject({
      attempts: 3,
    });
    expect(await app.thumbnails.jobs.lease('fourth', 60_000, Date.now() + 183_000)).toBeNull();
  });
});

describe('thumbnails on the embedded SQLite database, by the running worker', () => {
  const catalog = catalogForTests('sqlite:x');

  it("makes an upload's thumbnails in the background, woken by the upload", async () => {
    const sellerId = await insertSeller(catalog.database.knex, { accountType: 'flex' });
    const photo = await phonePhoto(800, 600);
    const response = await catalog.app.inject({
      method: 'POST',
      url: '/s3/product-image-upload',
      headers: bearer(catalog.app, sellerId),
      payload: base64File(photo, 'image/jpeg', 'photo.jpg'),
    });
    expect(response.statusCode).toBe(200);
    const { key } = response.json<SingleUploadResponse>();
    // No poll interval passes: the upload kicked the worker (it polls every 5 s otherwise).
    const deadline = Date.now() + 4000;
    let status = (await catalog.app.thumbnails.jobs.find(key))?.status;
    while (status !== 'ready' && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = (await catalog.app.thumbnails.jobs.find(key))?.status;
    }
    expect(await catalog.app.thumbnails.jobs.find(key)).toMatchObject({
      status: 'ready',
      widths: [96, 320],
    });
  });
});
