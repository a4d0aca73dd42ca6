import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { catalogMigrations } from '../../../migrations';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import type { ServiceApp } from '@drops/service-kit';
import {
  sellerMessages,
  serverMessages,
  uploadMessages,
  type MultipleUploadResponse,
  type SingleUploadResponse,
} from '@drops/contracts';
import { createStorage } from '../storage';
import {
  backendNames,
  folderBytes,
  freePort,
  startBackend,
  type StorageBackend,
} from './storage-backends';
import { bearer, insertSeller } from '../../../../test/fixtures';
import { buildUploadRoutesApp } from './upload-routes-app';

// The shared preset's testTimeout is a global option, ignored when Jest runs the workspace projects.
jest.setTimeout(60_000);

const mebibyte = 1024 * 1024;
/** The uploading seller: a row in each backend's database (product uploads need an active seller). */
let sellerId: string;

/** A real 1x1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(300)]);
const gif = Buffer.concat([Buffer.from('GIF89a'), randomBytes(100)]);
const webp = Buffer.concat([
  Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 ', 'latin1'),
  randomBytes(64),
]);
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1'),
  randomBytes(500),
]);
const fakePng = Buffer.from('This is plain text pretending to be an image.');
/** A PNG signature followed by `size` bytes in all: large and cheap. */
const bigPng = (size: number) => {
  const bytes = Buffer.alloc(size, 7);
  png.copy(bytes, 0, 0, 16);
  return bytes;
};

const base64File = (bytes: Buffer, fileType = 'image/png', fileName = 'picture.png') => ({
  fileName,
  fileType,
  fileSize: bytes.length,
  fileData: bytes.toString('base64'),
});

interface FormFile {
  field?: string;
  name?: string;
  type?: string;
  bytes: Buffer;
}

/** A multipart/form-data body, built by hand so the test controls every byte. */
function multipart(files: FormFile[], fields: Record<string, string> = {}) {
  const boundary = `----drops-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; ` +
          `filename="${file.name ?? 'upload.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function download(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

describe.each(backendNames)('uploads and signed links on %s storage', (backendName) => {
  let database: TestDatabase;
  let backend: StorageBackend;
  let app: ServiceApp;
  let port: number;
  let sellerAuth: { authorization: string };

  beforeAll(async () => {
    database = await createTestDatabase(undefined, [catalogMigrations]);
    port = await freePort();
    backend = await startBackend(backendName, port);
    app = await buildUploadRoutesApp(
      'catalog-uploads-test',
      database.knex,
      createStorage(backend.config),
    );
    sellerId = await insertSeller(database.knex, { accountType: 'flex' });
    await app.listen({ host: '127.0.0.1', port });
    sellerAuth = bearer(app, sellerId);
  });

  afterAll(async () => {
    await app.close();
    await backend.cleanup();
    await database.destroy();
  });

  const postJson = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, payload: payload as object, headers });

  const postForm = (url: string, form: ReturnType<typeof multipart>, headers = {}) =>
    app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { ...form.headers, ...headers },
    });

  const signedUrlOf = (key: string) =>
    app.inject({ method: 'GET', url: `/s3/get-signed-url/${key}` });

  describe('base64 JSON uploads', () => {
    it('uploads a profile image without a token and serves it back through its signed link', async () => {
      const response = await postJson('/s3/seller/profile-image-upload', base64File(png));
      expect(response.statusCode).toBe(200);
      const body = response.json<SingleUploadResponse>();
      expect(body.success).toBe(true);
      expect(body.key).toMatch(/^seller-profiles\/pending\/[0-9a-f]{24}\.png$/);
      expect(body.data).toEqual({ key: body.key, url: body.url });
      const fetched = await download(body.url);
      expect(fetched.status).toBe(200);
      expect(fetched.headers.get('content-type')).toBe('image/png');
      expect(fetched.bytes.equals(png)).toBe(true);
    });

    it('accepts a data URL, names the type by content and keys by the token seller', async () => {
      const file = base64File(jpeg, 'image/png', 'really-a.jpeg');
      file.fileData = `data:image/png;base64,${file.fileData}`;
      const response = await postJson('/s3/seller/moodboard-image-upload', file, sellerAuth);
      expect(response.statusCode).toBe(200);
      const body = response.json<SingleUploadResponse>();
      expect(body.key).toMatch(new RegExp(`^seller-moodboards/${sellerId}/[0-9a-f]{24}\\.jpg$`));
      const fetched = await download(body.url);
      expect(fetched.headers.get('content-type')).toBe('image/jpeg');
      expect(fetched.bytes.equals(jpeg)).toBe(true);
    });

    it('uploads a list of product files and answers their keys and links', async () => {
      const response = await postJson(
        '/s3/product-image-upload',
        { files: [base64File(mp4, 'video/mp4'), base64File(gif), base64File(webp)] },
        sellerAuth,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<MultipleUploadResponse>();
      expect(body.files.map((file) => file.key)).toEqual([
        expect.stringMatching(new RegExp(`^products/${sellerId}/[0-9a-f]{24}\\.mp4$`)),
        expect.stringMatching(/\.gif$/),
        expect.stringMatching(/\.webp$/),
      ]);
      expect(body.urls).toEqual(body.files.map((file) => file.url));
      expect(body.data).toEqual({ files: body.files, urls: body.urls });
      const fetched = await Promise.all(body.urls.map(download));
      expect(fetched.map((item) => item.headers.get('content-type'))).toEqual([
        'video/mp4',
        'image/gif',
        'image/webp',
      ]);
      expect(fetched[0]!.bytes.equals(mp4)).toBe(true);
    });

    it('takes a single product file as the single-file body', async () => {
      const response = await postJson('/s3/product-image-upload', base64File(png), sellerAuth);
      expect(response.statusCode).toBe(200);
      expect(response.json<SingleUploadResponse>().key).toMatch(/^products\/.+\.png$/);
    });

    it('refuses text dressed as a PNG with 415 and the reason', async () => {
      const response = await postJson('/s3/seller/profile-image-upload', base64File(fakePng));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        success: false,
        error: serverMessages.fileTypeNotAllowed,
        errors: { file: serverMessages.fileTypeNotAllowed },
      });
    });

    it('accepts a video only as the first visual of a product', async () => {
      const video = base64File(mp4, 'video/mp4', 'clip.mp4');
      const second = await postJson('/s3/product-image-upload?slot=1', video, sellerAuth);
      expect(second.statusCode).toBe(415);
      expect(second.json().error).toBe(serverMessages.fileTypeNotAllowed);
      const listed = await postJson(
        '/s3/product-image-upload',
        { files: [base64File(png), video] },
        sellerAuth,
      );
      expect(listed.statusCode).toBe(415);
      expect(listed.json().errors).toEqual({ 'files.1': serverMessages.fileTypeNotAllowed });
      const profile = await postJson('/s3/seller/profile-image-upload', video);
      expect(profile.statusCode).toBe(415);
      const first = await postJson('/s3/product-image-upload?slot=0', video, sellerAuth);
      expect(first.statusCode).toBe(200);
    });

    it('refuses an image over 15 MB with 413', async () => {
      const response = await postJson(
        '/s3/seller/profile-image-upload',
        base64File(bigPng(15 * mebibyte + 1)),
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        error: serverMessages.fileTooLarge,
        errors: { file: serverMessages.fileTooLarge },
      });
    });

    it('refuses a JSON body beyond the route limit with the same 413', async () => {
      const huge = { ...base64File(png), fileData: 'A'.repeat(21 * mebibyte) };
      const response = await postJson('/s3/seller/profile-image-upload', huge);
      expect(response.statusCode).toBe(413);
      expect(response.json().error).toBe(serverMessages.fileTooLarge);
    });

    it.each([
      ['characters outside base64', `${png.toString('base64').slice(0, -4)}*A==`],
      ['whitespace', `${png.toString('base64').slice(0, 8)} ${png.toString('base64').slice(8)}`],
      ['a length that is not a multiple of 4', png.toString('base64').replace(/=+$/, '')],
      ['base64url', png.toString('base64url')],
      ['a data URL without base64', `data:image/png,${png.toString('base64')}`],
    ])('refuses fileData with %s (400)', async (_label, fileData) => {
      const response = await postJson('/s3/seller/profile-image-upload', {
        ...base64File(png),
        fileData,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.fileDataInvalid,
        errors: { file: serverMessages.fileDataInvalid },
      });
    });

    it('refuses a declared fileSize that differs from the decoded data (400)', async () => {
      const response = await postJson('/s3/seller/profile-image-upload', {
        ...base64File(png),
        fileSize: png.length + 1,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.fileSizeMismatch,
        errors: { file: serverMessages.fileSizeMismatch },
      });
    });

    it('refuses bodies that do not follow the contract (400)', async () => {
      const missing = await postJson('/s3/seller/profile-image-upload', { fileName: 'a.png' });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json().errors)).toEqual(
        expect.arrayContaining(['fileType', 'fileSize', 'fileData']),
      );
      const extra = await postJson('/s3/seller/profile-image-upload', {
        ...base64File(png),
        owner: 'someone',
      });
      expect(extra.json().errors).toEqual({ owner: serverMessages.unknownField });
      const tooMany = await postJson(
        '/s3/product-image-upload',
        { files: Array.from({ length: 6 }, () => base64File(png)) },
        sellerAuth,
      );
      expect(tooMany.statusCode).toBe(400);
      const badSlot = await postJson(
        '/s3/product-image-upload?slot=5',
        base64File(png),
        sellerAuth,
      );
      expect(badSlot.statusCode).toBe(400);
    });
  });

  describe('multipart uploads', () => {
    it('streams a product image to storage and serves it back', async () => {
      const image = bigPng(300_000);
      const response = await postForm(
        '/s3/product-image-upload',
        multipart([{ bytes: image }]),
        sellerAuth,
      );
      expect(response.statusCode).toBe(200);
      const body = response.json<SingleUploadResponse>();
      expect(body.key).toMatch(new RegExp(`^products/${sellerId}/[0-9a-f]{24}\\.png$`));
      expect(body.data.url).toBe(body.url);
      const fetched = await download(body.url);
      expect(fetched.headers.get('content-type')).toBe('image/png');
      expect(fetched.bytes.equals(image)).toBe(true);
    });

    it('takes several `files` for a product and answers the list', async () => {
      const form = multipart(
        [
          { field: 'files', bytes: mp4, type: 'video/mp4', name: 'clip.mp4' },
          { field: 'files', bytes: jpeg },
        ],
        { note: 'fields other than files are ignored' },
      );
      const response = await postForm('/s3/product-image-upload', form, sellerAuth);
      expect(response.statusCode).toBe(200);
      const body = response.json<MultipleUploadResponse>();
      expect(body.files).toHaveLength(2);
      expect(body.files[0]!.key).toMatch(/\.mp4$/);
      expect((await download(body.urls[1]!)).bytes.equals(jpeg)).toBe(true);
    });

    it('uploads a sign-up profile image without a token', async () => {
      const response = await postForm(
        '/s3/seller/profile-image-upload',
        multipart([{ bytes: png }]),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json<SingleUploadResponse>().key).toMatch(/^seller-profiles\/pending\//);
    });

    it('streams a 12 MB file: bytes reach storage while the request is still being sent', async () => {
      const image = bigPng(12 * mebibyte);
      const form = multipart([{ bytes: image }]);
      const baseline = await folderBytes(backend.directory);
      const held = 10 * mebibyte;
      let landedInFlight = 0;
      const response = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const request = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/s3/product-image-upload',
            headers: { ...form.headers, ...sellerAuth, 'content-length': form.payload.length },
          },
          (reply) => {
            let text = '';
            reply.setEncoding('utf8');
            reply.on('data', (chunk: string) => (text += chunk));
            reply.on('end', () => resolve({ status: reply.statusCode ?? 0, body: text }));
          },
        );
        request.on('error', reject);
        void (async () => {
          for (let offset = 0; offset < held; offset += 64 * 1024) {
            if (!request.write(form.payload.subarray(offset, Math.min(offset + 64 * 1024, held))))
              await new Promise((drained) => request.once('drain', drained));
          }
          // Hold the rest back: a service that buffered whole bodies would have stored nothing yet.
          const deadline = Date.now() + 15_000;
          while (Date.now() < deadline) {
            landedInFlight = (await folderBytes(backend.directory)) - baseline;
            if (landedInFlight >= 4 * mebibyte) break;
            await sleep(50);
          }
          request.end(form.payload.subarray(held));
        })().catch(reject);
      });
      expect(landedInFlight).toBeGreaterThanOrEqual(4 * mebibyte);
      expect(response.status).toBe(200);
      const body = JSON.parse(response.body) as SingleUploadResponse;
      const fetched = await download(body.url);
      expect(fetched.bytes.equals(image)).toBe(true);
    });

    it('refuses text dressed as a PNG (415) and stores nothing', async () => {
      const before = await backend.listKeys();
      const response = await postForm(
        '/s3/seller/moodboard-image-upload',
        multipart([{ bytes: fakePng, type: 'image/png' }]),
      );
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        error: serverMessages.fileTypeNotAllowed,
        errors: { file: serverMessages.fileTypeNotAllowed },
      });
      expect(await backend.listKeys()).toEqual(before);
    });

    it('refuses a video beyond the first visual (415) and removes files stored before it', async () => {
      const before = await backend.listKeys();
      const form = multipart([
        { field: 'files', bytes: png },
        { field: 'files', bytes: mp4, type: 'video/mp4' },
      ]);
      const response = await postForm('/s3/product-image-upload', form, sellerAuth);
      expect(response.statusCode).toBe(415);
      expect(response.json().errors).toEqual({ 'files.1': serverMessages.fileTypeNotAllowed });
      expect(await backend.listKeys()).toEqual(before);
    });

    it('cuts an oversize image at the limit (413) and deletes the partial object', async () => {
      const before = await backend.listKeys();
      for (const url of ['/s3/seller/profile-image-upload', '/s3/product-image-upload']) {
        const response = await postForm(
          url,
          multipart([{ bytes: bigPng(16 * mebibyte) }]),
          sellerAuth,
        );
        expect(response.statusCode).toBe(413);
        expect(response.json()).toMatchObject({
          error: serverMessages.fileTooLarge,
          errors: { file: serverMessages.fileTooLarge },
        });
      }
      expect(await backend.listKeys()).toEqual(before);
    });

    it('asks for a file when none is sent, and refuses other file fields (400)', async () => {
      const empty = await postForm('/s3/seller/profile-image-upload', multipart([], { a: 'b' }));
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toHaveProperty('file');
      const other = await postForm(
        '/s3/seller/profile-image-upload',
        multipart([{ field: 'image', bytes: png }]),
      );
      expect(other.statusCode).toBe(400);
      expect(other.json().errors).toEqual({ image: serverMessages.unknownField });
    });
  });

  describe('signed links', () => {
    let key: string;

    beforeAll(async () => {
      const response = await postJson('/s3/product-image-upload', base64File(png), sellerAuth);
      key = response.json<SingleUploadResponse>().key;
    });

    it('signs a stored key, given raw or URL-encoded', async () => {
      for (const path of [key, encodeURIComponent(key)]) {
        const response = await signedUrlOf(path);
        expect(response.statusCode).toBe(200);
        const body = response.json();
        expect(body).toEqual({
          success: true,
          signedUrl: body.signedUrl,
          data: { signedUrl: body.signedUrl },
        });
        expect((await download(body.signedUrl)).bytes.equals(png)).toBe(true);
      }
    });

    it('answers an http(s) link as it is', async () => {
      const link = 'https://cdn.example.com/images/a.png?size=2';
      const response = await signedUrlOf(encodeURIComponent(link));
      expect(response.statusCode).toBe(200);
      expect(response.json().signedUrl).toBe(link);
    });

    it('answers 404 FILE_NOT_FOUND for a key that holds nothing', async () => {
      const response = await signedUrlOf('products/nobody/000000000000000000000000.png');
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: uploadMessages.fileNotFound,
        code: 'FILE_NOT_FOUND',
      });
    });

    it.each([
      'products%2F..%2F..%2Fetc%2Fpasswd',
      '..%2F..%2Fetc%2Fpasswd',
      '%2Fetc%2Fpasswd',
      'products%5C..%5C..%5Cwin.ini',
      'products%2Fa%00.png',
      'other-prefix%2Fa.png',
      'etc/passwd',
    ])('refuses the key %s (400)', async (path) => {
      const response = await signedUrlOf(path);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'INVALID_KEY' });
    });
  });

  if (backendName === 'local') {
    describe('local file links', () => {
      let url: URL;

      beforeAll(async () => {
        const response = await postJson('/s3/seller/profile-image-upload', base64File(jpeg));
        url = new URL(response.json<SingleUploadResponse>().url);
      });

      it('serves the file with its type and a private cache lifetime', async () => {
        const fetched = await download(url.toString());
        expect(fetched.status).toBe(200);
        expect(fetched.headers.get('content-type')).toBe('image/jpeg');
        expect(fetched.headers.get('cache-control')).toMatch(/^private, max-age=(3600|3599)$/);
        const partial = await fetch(url, { headers: { range: 'bytes=0-3' } });
        expect(partial.status).toBe(206);
        expect(Buffer.from(await partial.arrayBuffer()).equals(jpeg.subarray(0, 4))).toBe(true);
      });

      it('refuses tampered, foreign and expired links with 403', async () => {
        const tampered = new URL(url);
        tampered.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60));
        const moved = new URL(url);
        moved.pathname = moved.pathname.replace(
          /[0-9a-f]{24}\.jpg$/,
          '000000000000000000000000.jpg',
        );
        const unsigned = new URL(url);
        unsigned.search = '';
        const storage = createStorage(backend.config);
        const key = url.pathname.replace(/^\/s3\/files\//, '');
        const expired = new URL(await storage.signedUrl(key, -1));
        for (const link of [tampered, moved, unsigned, expired]) {
          const fetched = await download(link.toString());
          expect(fetched.status).toBe(403);
          expect(JSON.parse(fetched.bytes.toString())).toMatchObject({
            success: false,
            error: serverMessages.forbidden,
          });
        }
      });

      it('answers 404 FILE_NOT_FOUND for a well-signed link to nothing', async () => {
        const storage = createStorage(backend.config);
        const link = await storage.signedUrl('seller-profiles/pending/gone.png', 60);
        const fetched = await download(link);
        expect(fetched.status).toBe(404);
        expect(JSON.parse(fetched.bytes.toString())).toMatchObject({ code: 'FILE_NOT_FOUND' });
      });

      it('refuses traversal in the file path (400)', async () => {
        const response = await app.inject({
          method: 'GET',
          url: '/s3/files/seller-profiles%2F..%2F..%2F..%2Fetc%2Fpasswd?expires=1&signature=00',
        });
        expect(response.statusCode).toBe(400);
      });
    });
  }

  describe('authorization', () => {
    it('needs a seller token for product uploads (401), JSON and multipart alike', async () => {
      const json = await postJson('/s3/product-image-upload', base64File(png));
      expect(json.statusCode).toBe(401);
      expect(json.json().error).toBe(sellerMessages.mustBeLoggedIn);
      const form = await postForm('/s3/product-image-upload', multipart([{ bytes: png }]), {
        authorization: 'Bearer not-a-token',
      });
      expect(form.statusCode).toBe(401);
      const admin = await postJson('/s3/product-image-upload', base64File(png), {
        authorization: `Bearer ${app.signToken('admin', sellerId)}`,
      });
      expect(admin.statusCode).toBe(401);
    });
  });

  describe('storage down', () => {
    beforeAll(() => backend.breakDown());

    it.each([
      ['/s3/seller/profile-image-upload', uploadMessages.profileImageFailed],
      ['/s3/seller/moodboard-image-upload', uploadMessages.moodboardImageFailed],
      ['/s3/product-image-upload', uploadMessages.imageFailed],
    ])('%s answers 503 with the spec message', async (url, message) => {
      const json = await postJson(url, base64File(png), sellerAuth);
      expect(json.statusCode).toBe(503);
      expect(json.json()).toMatchObject({ success: false, error: message });
      const form = await postForm(url, multipart([{ bytes: png }]), sellerAuth);
      expect(form.statusCode).toBe(503);
      expect(form.json()).toMatchObject({ success: false, error: message });
    });

    it('answers 503 "Failed to get media URL" for a signed link', async () => {
      const response = await signedUrlOf('products/anyone/000000000000000000000000.png');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ error: uploadMessages.mediaUrlFailed });
    });
  });
});
