import type { LightMyRequestResponse } from 'fastify';
import { demoPng } from '../src/seed/demo-image';
import type { ResolveHost } from '../src/modules/webhooks/domain/address-policy';
import { bearer, insertSeller, startCatalog, type CatalogTest } from './fixtures';
import { register } from '../src/modules/webhooks/test/webhook-requests';

/**
 * Issue 27 point 7: an answer that carries a secret or a token (a webhook's signing secret, a
 * signed link to a file, a direct upload's write target) says `Cache-Control: no-store`, so no
 * browser or shared cache keeps it.
 */
const publicHost: ResolveHost = async () => [{ address: '93.184.216.34', family: 4 }];
let catalog: CatalogTest;
let sellerId: string;

beforeAll(async () => {
  catalog = await startCatalog(undefined, {
    webhooks: { allowPrivate: false, resolve: publicHost, worker: false },
  });
  sellerId = await insertSeller(catalog.app.db, { accountType: 'flex' });
});
afterAll(() => catalog.close());

const png = demoPng([12, 34, 56], [210, 220, 230]);
const pngFile = {
  fileName: 'a.png',
  fileType: 'image/png',
  fileSize: png.length,
  fileData: png.toString('base64'),
};

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  catalog.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...bearer(catalog.app, sellerId), ...headers },
  });

function expectNoStore(response: LightMyRequestResponse, status: number) {
  expect([response.statusCode, response.headers['cache-control']]).toEqual([status, 'no-store']);
}

describe('answers carrying a secret or a token are not cached', () => {
  it('the 201 with a new webhook endpoint and its signing secret', async () => {
    const created = await register(catalog.app, sellerId, {
      url: 'https://hooks.drops.test/in',
      events: ['drop.live'],
    });
    expect(created.json().data.secret).toMatch(/^whsec_/);
    expectNoStore(created, 201);
  });

  it('uploads, and their replays, answering signed links', async () => {
    for (const [url, body] of [
      ['/s3/seller/profile-image-upload', pngFile],
      ['/s3/seller/moodboard-image-upload', pngFile],
      ['/s3/product-image-upload', { files: [pngFile] }],
    ] as const) {
      const first = await post(url, body, { 'idempotency-key': `no-store-${url}` });
      expectNoStore(first, 200);
      const replay = await post(url, body, { 'idempotency-key': `no-store-${url}` });
      expect(replay.headers['idempotent-replayed']).toBe('true');
      expectNoStore(replay, 200);
    }
  });

  it('signed links asked for one key or several', async () => {
    const uploaded = await post('/s3/seller/profile-image-upload', pngFile);
    const key = uploaded.json().key as string;
    const one = await catalog.app.inject({ method: 'GET', url: `/s3/get-signed-url/${key}` });
    expectNoStore(one, 200);
    expectNoStore(await post('/s3/signed-urls', { keys: [key] }), 200);
  });

  it("a direct upload's write target", async () => {
    const target = await post('/s3/uploads', {
      purpose: 'product',
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: png.length,
    });
    expectNoStore(target, 200);
  });
});
