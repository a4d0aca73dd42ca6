import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createStorage, StorageKeyError, StorageUnavailableError, type Storage } from '../storage';
import { backendNames, startBackend, type StorageBackend } from './storage-backends';

// The shared preset's testTimeout is a global option, ignored when Jest runs the workspace projects.
jest.setTimeout(60_000);

/** Fetches a signed link over HTTP. */
async function download(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
}

const unsafeKeys = [
  '../etc/passwd',
  'products/../../etc/passwd',
  'products/a/../../../x.png',
  '/products/a/x.png',
  '/etc/passwd',
  'products\\..\\..\\x.png',
  'products/a\u0000.png',
  'products//x.png',
  'products/./x.png',
  'products/',
  'other/a/x.png',
  'seller-profilesX/a.png',
  'products/a b.png',
  '',
];

describe.each(backendNames)('Storage on %s', (name) => {
  let backend: StorageBackend;
  let storage: Storage;

  beforeAll(async () => {
    // Local links point at a service that is not started here; only S3 links are fetched.
    backend = await startBackend(name, 9);
    storage = createStorage(backend.config);
  });

  afterAll(async () => {
    await backend.cleanup();
  });

  it('stores a buffer, reports it, links it and deletes it', async () => {
    const key = 'products/seller/buffer.png';
    expect(await storage.exists(key)).toBe(false);
    await storage.put(key, Buffer.from('png bytes'), {
      contentType: 'image/png',
      contentLength: 9,
    });
    expect(await storage.exists(key)).toBe(true);
    expect(await backend.listKeys()).toContain(key);
    const url = await storage.signedUrl(key, 60);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
    if (name === 's3') {
      const fetched = await download(url);
      expect(fetched.status).toBe(200);
      expect(fetched.type).toBe('image/png');
      expect(fetched.bytes.toString()).toBe('png bytes');
    }
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('reads an object whole or only its start, and nothing for a missing key', async () => {
    const key = 'products/seller/read.png';
    await storage.put(key, Buffer.from('0123456789'), { contentType: 'image/png' });
    expect((await storage.readBytes(key))?.toString()).toBe('0123456789');
    expect((await storage.readBytes(key, 4))?.toString()).toBe('0123');
    expect((await storage.readBytes(key, 64))?.toString()).toBe('0123456789');
    expect(await storage.readBytes('products/seller/none.png')).toBeNull();
    expect(await storage.readBytes('products/seller/none.png', 4)).toBeNull();
  });

  it('stores a stream of unknown length byte for byte (no chunk framing)', async () => {
    const key = 'seller-moodboards/seller/stream.jpg';
    const chunks = Array.from({ length: 40 }, (_, index) => Buffer.alloc(200_000, index));
    await storage.put(key, Readable.from(chunks), { contentType: 'image/jpeg' });
    const expected = Buffer.concat(chunks);
    if (name === 's3') {
      const fetched = await download(await storage.signedUrl(key, 60));
      expect(fetched.bytes.equals(expected)).toBe(true);
    } else {
      const file = await storage.localFiles!.read(key);
      expect(file).toMatchObject({ contentType: 'image/jpeg', contentLength: expected.length });
      const read: Buffer[] = [];
      for await (const chunk of file!.open()) read.push(chunk as Buffer);
      expect(Buffer.concat(read).equals(expected)).toBe(true);
    }
  });

  it('passes a failing body stream on as its own error and keeps no object', async () => {
    const key = 'products/seller/broken.png';
    const failure = new Error('client went away');
    const body = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(failure);
      },
    });
    await expect(storage.put(key, body, { contentType: 'image/png' })).rejects.toBe(failure);
    expect(await storage.exists(key)).toBe(false);
    expect(await backend.listKeys()).not.toContain(key);
  });

  it('lists a prefix in key order (as S3 does), from a given key on', async () => {
    const listed = async (prefix: string, after?: string) => {
      const keys: string[] = [];
      for await (const key of storage.listKeys(prefix, { after }))
        if (key.startsWith(`${prefix}list/`)) keys.push(key);
      // s3rver walks its own folders, so its order is not S3's (ascending bytes): only the keys
      // listed are compared there. The local disk lists in S3's order.
      return name === 's3' ? keys.sort() : keys;
    };
    // A folder `a` holds keys `a/...`: after `a.png` and its thumbnails (`.` < `/`), before `a0`.
    const keys = [
      'seller-moodboards/list/a/b.png',
      'seller-moodboards/list/a.png',
      'seller-moodboards/list/a0.png',
      'seller-moodboards/list/a-b.png',
      'seller-moodboards/list/a.png.w96.webp',
      'seller-moodboards/list/z/y/x.jpg',
    ];
    for (const key of keys) await storage.put(key, Buffer.from(key), { contentType: 'image/png' });
    const sorted = [...keys].sort();
    expect(await listed('seller-moodboards/')).toEqual(sorted);
    expect(await listed('seller-moodboards/', 'seller-moodboards/list/a.png')).toEqual(
      sorted.slice(sorted.indexOf('seller-moodboards/list/a.png') + 1),
    );
    expect(await listed('seller-moodboards/', 'seller-moodboards/list/a/')).toEqual([
      'seller-moodboards/list/a/b.png',
      'seller-moodboards/list/a0.png',
      'seller-moodboards/list/z/y/x.jpg',
    ]);
    expect(await listed('seller-profiles/')).toEqual([]);
    // Only the media prefixes: never the staging area or the disk's own folders.
    for (const prefix of ['incoming/', '.meta/', '', 'products']) {
      await expect(listed(prefix)).rejects.toThrow(StorageKeyError);
    }
  });

  it.each(unsafeKeys)('refuses the key %j in every method', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'image/png' })).rejects.toThrow(
      StorageKeyError,
    );
    await expect(storage.exists(key)).rejects.toThrow(StorageKeyError);
    await expect(storage.signedUrl(key, 60)).rejects.toThrow(StorageKeyError);
    await expect(storage.delete(key)).rejects.toThrow(StorageKeyError);
  });

  it('reports a failing backend as StorageUnavailableError', async () => {
    await backend.breakDown();
    await expect(
      storage.put('products/seller/down.png', Buffer.from('x'), { contentType: 'image/png' }),
    ).rejects.toThrow(StorageUnavailableError);
    await expect(
      storage.put('products/seller/down.png', Readable.from([Buffer.from('x')]), {
        contentType: 'image/png',
      }),
    ).rejects.toThrow(StorageUnavailableError);
    if (name === 's3')
      await expect(storage.exists('products/x.png')).rejects.toThrow(StorageUnavailableError);
  });
});

describe('local links', () => {
  let backend: StorageBackend;
  let storage: Storage;
  const key = 'seller-profiles/pending/face.png';

  beforeAll(async () => {
    backend = await startBackend('local', 4002);
    storage = createStorage(backend.config);
    await storage.put(key, Buffer.from('face'), { contentType: 'image/png' });
  });

  afterAll(() => backend.cleanup());

  const partsOf = (url: string) => {
    const parsed = new URL(url);
    return {
      path: parsed.pathname,
      expires: parsed.searchParams.get('expires') ?? '',
      signature: parsed.searchParams.get('signature') ?? '',
    };
  };

  it('builds `${publicBaseUrl}/<key>?expires=&signature=` with an HMAC-SHA256 hex signature', async () => {
    const before = Math.floor(Date.now() / 1000);
    const link = partsOf(await storage.signedUrl(key, 300));
    expect(link.path).toBe(`/s3/files/${key}`);
    expect(Number(link.expires)).toBeGreaterThanOrEqual(before + 300);
    expect(Number(link.expires)).toBeLessThanOrEqual(before + 301);
    expect(link.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(storage.localFiles!.checkLink(key, link.expires, link.signature)).toBe('valid');
  });

  it('tells expired, tampered and foreign links apart', async () => {
    const expired = partsOf(await storage.signedUrl(key, -60));
    expect(storage.localFiles!.checkLink(key, expired.expires, expired.signature)).toBe('expired');
    const fresh = partsOf(await storage.signedUrl(key, 300));
    const files = storage.localFiles!;
    expect(files.checkLink(key, String(Number(fresh.expires) + 1), fresh.signature)).toBe(
      'invalid',
    );
    expect(
      files.checkLink('seller-profiles/pending/other.png', fresh.expires, fresh.signature),
    ).toBe('invalid');
    const flipped = (fresh.signature[0] === 'a' ? 'b' : 'a') + fresh.signature.slice(1);
    expect(files.checkLink(key, fresh.expires, flipped)).toBe('invalid');
    expect(files.checkLink(key, fresh.expires, fresh.signature.slice(2))).toBe('invalid');
    expect(files.checkLink(key, '', '')).toBe('invalid');
    expect(files.checkLink(key, 'soon', fresh.signature)).toBe('invalid');
    if (backend.config.kind !== 'local') throw new Error('local backend expected');
    const otherSecret = createStorage({ ...backend.config, signingSecret: 'another secret' });
    const foreign = partsOf(await otherSecret.signedUrl(key, 300));
    expect(files.checkLink(key, foreign.expires, foreign.signature)).toBe('invalid');
  });

  it('reads nothing for a missing key', async () => {
    expect(await storage.localFiles!.read('seller-profiles/pending/missing.png')).toBeNull();
  });

  it('names the type of a file copied in without metadata by its extension', async () => {
    const folder = path.join(backend.directory, 'products', 'demo');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'seeded.png'), 'png');
    await writeFile(path.join(folder, 'seeded.bin'), 'bin');
    const files = storage.localFiles!;
    expect(await files.read('products/demo/seeded.png')).toMatchObject({
      contentType: 'image/png',
    });
    expect(await files.read('products/demo/seeded.bin')).toMatchObject({
      contentType: 'application/octet-stream',
    });
  });
});
