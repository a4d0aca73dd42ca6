import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { catalogMigrations } from '../../../migrations';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import type { ServiceApp } from '@drops/service-kit';
import {
  directUploadLimits,
  serverMessages,
  type CompleteUploadResponse,
  type DirectUploadBody,
  type DirectUploadResponse,
} from '@drops/contracts';
import { staleUploadsCleanup } from '../jobs/stale-uploads-cleanup';
import { createStorage, type Storage } from '../storage';
import { backendNames, freePort, startBackend, type StorageBackend } from './storage-backends';
import { productFile, sendTo } from './direct-upload-requests';
import { bearer, insertSeller } from '../../../../test/fixtures';
import { buildUploadRoutesApp } from './upload-routes-app';

// The shared preset's testTimeout is a global option, ignored when Jest runs the workspace projects.
jest.setTimeout(120_000);

const mebibyte = 1024 * 1024;
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
/** A JPEG signature followed by `size` bytes in all. */
const jpegOf = (size: number) => {
  const bytes = randomBytes(size);
  bytes.set([0xff, 0xd8, 0xff, 0xe0], 0);
  return bytes;
};
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  randomBytes(2000),
]);

describe.each(backendNames)('direct uploads on %s storage', (backendName) => {
  let database: TestDatabase;
  let backend: StorageBackend;
  let storage: Storage;
  let app: ServiceApp;
  let sellerId: string;
  let sellerAuth: { authorization: string };
  let otherSellerAuth: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [catalogMigrations]);
    const port = await freePort();
    backend = await startBackend(backendName, port);
    storage = createStorage(backend.config);
    app = await buildUploadRoutesApp('catalog-direct-uploads-test', database.knex, storage);
    sellerId = await insertSeller(database.knex, { accountType: 'sell' });
    const otherSellerId = await insertSeller(database.knex, { accountType: 'flex' });
    await app.listen({ host: '127.0.0.1', port });
    sellerAuth = bearer(app, sellerId);
    otherSellerAuth = bearer(app, otherSellerId);
  });

  afterAll(async () => {
    await app.close();
    await backend.cleanup();
    await database.destroy();
  });

  const presign = (body: DirectUploadBody, headers: Record<string, string> = sellerAuth) =>
    app.inject({ method: 'POST', url: '/s3/uploads', payload: body, headers });

  const complete = (id: string, headers: Record<string, string> = sellerAuth) =>
    app.inject({ method: 'POST', url: `/s3/uploads/${id}/complete`, headers });

  async function targetFor(body: DirectUploadBody, headers?: Record<string, string>) {
    const response = await presign(body, headers);
    expect(response.statusCode).toBe(200);
    return response.json<DirectUploadResponse>().data;
  }

  const stagedKeys = async () =>
    (await backend.listKeys()).filter((key) => key.startsWith('incoming/'));

  it('takes a 10 MB JPEG straight to storage and hands out its key only once checked', async () => {
    const bytes = jpegOf(10 * mebibyte);
    const target = await targetFor(productFile('phone.jpg', 'image/jpeg', bytes.length, 1));
    expect(target.method).toBe(backendName === 's3' ? 'POST' : 'PUT');
    expect(Date.parse(target.expiresAt) - Date.now()).toBeLessThanOrEqual(
      directUploadLimits.targetSeconds * 1000,
    );
    if (backendName === 's3') {
      expect(target.fields).toMatchObject({ 'Content-Type': 'image/jpeg' });
      const policy = JSON.parse(
        Buffer.from(target.fields.Policy ?? target.fields.policy ?? '', 'base64').toString(),
      ) as { conditions: unknown[] };
      expect(policy.conditions).toContainEqual([
        'content-length-range',
        bytes.length,
        bytes.length,
      ]);
      expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/jpeg']);
    }
    expect(await sendTo(target, bytes, 'image/jpeg')).toBeLessThan(300);
    // Staged, not yet a media key.
    expect(await stagedKeys()).toHaveLength(1);

    const response = await complete(target.uploadId);
    expect(response.statusCode).toBe(200);
    // Its signed link is a capability: no cache keeps it (issue 27).
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<CompleteUploadResponse>();
    expect(body.key).toMatch(new RegExp(`^products/${sellerId}/[0-9a-f]{24}\\.jpg$`));
    expect(body.data).toEqual({
      key: body.key,
      url: body.url,
      type: 'image/jpeg',
      size: bytes.length,
    });
    expect(await stagedKeys()).toEqual([]);
    const fetched = await fetch(body.url);
    expect(fetched.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await fetched.arrayBuffer()).equals(bytes)).toBe(true);

    // Completing twice answers the same key again.
    const again = await complete(target.uploadId);
    expect(again.statusCode).toBe(200);
    expect(again.json<CompleteUploadResponse>().key).toBe(body.key);
  });

  it('stores a phone photo without its GPS position before its key is handed out', async () => {
    const photo = await sharp({
      create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } },
    })
      .jpeg()
      .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 2/1' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const target = await targetFor(productFile('home.jpg', 'image/jpeg', photo.length, 1));
    expect(await sendTo(target, photo, 'image/jpeg')).toBeLessThan(300);
    const response = await complete(target.uploadId);
    expect(response.statusCode).toBe(200);
    const fetched = await fetch(response.json<CompleteUploadResponse>().url);
    const stored = Buffer.from(await fetched.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.width).toBe(800);
  });

  it('takes a video as the first visual of a product', async () => {
    const target = await targetFor(productFile('clip.mp4', 'video/mp4', mp4.length));
    await sendTo(target, mp4, 'video/mp4');
    const response = await complete(target.uploadId);
    expect(response.statusCode).toBe(200);
    expect(response.json<CompleteUploadResponse>().key).toMatch(/^products\/.+\.mp4$/);
  });

  it('lets sign-up upload a profile image without a token', async () => {
    const target = await targetFor(
      { purpose: 'profile', fileName: 'me.png', fileType: 'image/png', fileSize: png.length },
      {},
    );
    await sendTo(target, png, 'image/png');
    const response = await complete(target.uploadId, {});
    expect(response.statusCode).toBe(200);
    expect(response.json<CompleteUploadResponse>().key).toMatch(
      /^seller-profiles\/pending\/.+\.png$/,
    );
  });

  it('needs a seller for product uploads and hides one seller’s upload from another', async () => {
    const anonymous = await presign(productFile('a.png', 'image/png', png.length), {});
    expect(anonymous.statusCode).toBe(401);
    const target = await targetFor({
      purpose: 'moodboard',
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: png.length,
    });
    await sendTo(target, png, 'image/png');
    expect((await complete(target.uploadId, otherSellerAuth)).statusCode).toBe(404);
    expect((await complete(target.uploadId, {})).statusCode).toBe(404);
    expect((await complete(target.uploadId)).statusCode).toBe(200);
  });

  it('refuses declarations the purpose or slot cannot take, before any target', async () => {
    const tooLarge = await presign(productFile('huge.jpg', 'image/jpeg', 100 * mebibyte));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ error: serverMessages.fileTooLarge });
    const videoLater = await presign(productFile('clip.mp4', 'video/mp4', 1000, 2));
    expect(videoLater.statusCode).toBe(415);
    const profileVideo = await presign({
      purpose: 'profile',
      fileName: 'clip.mp4',
      fileType: 'video/mp4',
      fileSize: 1000,
    });
    expect(profileVideo.statusCode).toBe(415);
    const text = await presign(productFile('notes.txt', 'text/plain', 10));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ error: serverMessages.fileTypeNotAllowed });
    const badPurpose = await presign({
      purpose: 'banner' as 'product',
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: 10,
    });
    expect(badPurpose.statusCode).toBe(400);
    expect(await stagedKeys()).toEqual([]);
  });

  it('answers 400 for an object never uploaded, and 404 for an unknown upload', async () => {
    const target = await targetFor(productFile('a.png', 'image/png', png.length));
    const response = await complete(target.uploadId);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { file: serverMessages.fileNotUploaded } });
    const unknown = await complete('0123456789abcdef01234567');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: serverMessages.uploadNotFound });
    expect((await complete('not-an-id')).statusCode).toBe(400);
  });

  it('refuses an object of another type than declared (415) and deletes it', async () => {
    const target = await targetFor(productFile('a.png', 'image/png', 4096));
    // JPEG bytes sent under the declared PNG type: the content decides.
    await sendTo(target, jpegOf(4096), 'image/png');
    const response = await complete(target.uploadId);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ error: serverMessages.fileTypeNotAllowed });
    expect(await stagedKeys()).toEqual([]);
    // Nothing left to complete afterwards.
    expect((await complete(target.uploadId)).statusCode).toBe(400);
  });

  it('refuses a corrupt file (no known signature) with 415', async () => {
    const bytes = randomBytes(2048);
    bytes[0] = 0x00;
    const target = await targetFor(productFile('broken.jpg', 'image/jpeg', bytes.length));
    await sendTo(target, bytes, 'image/jpeg');
    expect((await complete(target.uploadId)).statusCode).toBe(415);
    expect(await stagedKeys()).toEqual([]);
  });

  it('never stores another size than declared', async () => {
    const target = await targetFor(productFile('a.jpg', 'image/jpeg', 1000));
    const status = await sendTo(target, jpegOf(5000), 'image/jpeg');
    const response = await complete(target.uploadId);
    expect(response.statusCode).toBe(400);
    if (backendName === 'local') {
      // The signed PUT refuses it itself, as S3 does with the policy's content-length-range.
      expect(status).toBe(400);
      expect(response.json()).toMatchObject({ errors: { file: serverMessages.fileNotUploaded } });
    } else {
      // s3rver does not enforce POST policies; the completion check does.
      expect(response.json()).toMatchObject({ errors: { file: serverMessages.fileSizeMismatch } });
    }
    expect(await stagedKeys()).toEqual([]);
  });

  if (backendName === 'local') {
    it('refuses tampered upload links (403) and bodies of another type (415)', async () => {
      const target = await targetFor(productFile('a.png', 'image/png', png.length));
      const tampered = target.url.replace(/size=\d+/, 'size=99999');
      expect(await sendTo({ ...target, url: tampered }, png, 'image/png')).toBe(403);
      expect(await sendTo(target, png, 'image/gif')).toBe(415);
      // A GET link's signature never works for the staging key.
      const staging = new URL(target.url).pathname;
      const read = await fetch(`http://${new URL(target.url).host}${staging}`);
      expect(read.status).toBe(400);
      expect(await stagedKeys()).toEqual([]);
    });
  }

  it('deletes uploads never completed after 24 h, in one replica at a time', async () => {
    const stale = await targetFor(productFile('left.png', 'image/png', png.length));
    await sendTo(stale, png, 'image/png');
    const done = await targetFor(productFile('kept.png', 'image/png', png.length));
    await sendTo(done, png, 'image/png');
    const kept = (await complete(done.uploadId)).json<CompleteUploadResponse>().key;

    const options = { uploads: app.directUploadsRepository, storage, log: app.log };
    const replica = staleUploadsCleanup(options);
    const otherReplica = staleUploadsCleanup(options);
    const now = Date.now();
    // Not yet a day old: nothing goes.
    expect(await replica.runOnce(now)).toBe(0);
    expect(await stagedKeys()).toHaveLength(1);
    const dayLater = now + directUploadLimits.pendingMaxAgeMs + 1000;
    expect(await replica.runOnce(dayLater)).toBeGreaterThanOrEqual(1);
    expect(await stagedKeys()).toEqual([]);
    // While the first replica holds the lease, the other one leaves a stale upload alone.
    const later = await targetFor(productFile('later.png', 'image/png', png.length));
    await sendTo(later, png, 'image/png');
    expect(await otherReplica.runOnce(dayLater + 60_000)).toBe(0);
    expect(await stagedKeys()).toHaveLength(1);
    expect(await replica.runOnce(dayLater + 60_000)).toBe(1);
    expect(await stagedKeys()).toEqual([]);
    expect((await complete(stale.uploadId)).statusCode).toBe(404);
    expect(await storage.exists(kept)).toBe(true);
    expect((await complete(done.uploadId)).statusCode).toBe(200);
  });
});
