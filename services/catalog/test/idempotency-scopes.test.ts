import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { demoPng } from '../src/seed/demo-image';
import { bearer, catalogForTests, flexDrop, insertSeller, json } from './fixtures';

/**
 * Issue 27 point 2: an Idempotency-Key belongs to whoever sent it. Two sellers, or a seller
 * and an anonymous sign-up, sending the same key and bytes each get their own answer; a replay
 * only ever reaches the caller whose call stored it.
 */
const catalog = catalogForTests();
let sellerA: string;
let sellerB: string;

beforeAll(async () => {
  sellerA = await insertSeller(catalog.database.knex, { accountType: 'flex' });
  sellerB = await insertSeller(catalog.database.knex, { accountType: 'flex' });
});

interface Caller {
  /** The seller whose token comes with the call; none for an anonymous sign-up upload. */
  sellerId?: string;
  address?: string;
}

function post(
  url: string,
  payload: Record<string, unknown>,
  key: string,
  caller: Caller,
): Promise<LightMyRequestResponse> {
  return catalog.app.inject({
    method: 'POST',
    url,
    remoteAddress: caller.address ?? '198.51.100.7',
    headers: {
      ...(caller.sellerId ? bearer(catalog.app, caller.sellerId) : {}),
      'idempotency-key': key,
    },
    payload,
  });
}

function pngBody(seed: number): Record<string, unknown> {
  const png = demoPng([seed, 20, 30], [200, 210, seed]);
  return {
    fileName: 'a.png',
    fileType: 'image/png',
    fileSize: png.length,
    fileData: png.toString('base64'),
  };
}

const replayed = (response: LightMyRequestResponse) =>
  response.headers['idempotent-replayed'] === 'true';

/** The storage key(s) an upload answered with. */
function keysOf(response: LightMyRequestResponse): string[] {
  const body = json(response) as { key?: string; files?: { key: string }[] };
  return body.files ? body.files.map((file) => file.key) : [body.key as string];
}

const uploads = [
  { url: '/s3/seller/profile-image-upload', body: pngBody(1) },
  { url: '/s3/seller/moodboard-image-upload', body: pngBody(2) },
  { url: '/s3/product-image-upload', body: { files: [pngBody(3)] } },
];

describe('Idempotency-Key scopes', () => {
  it.each(uploads)(
    '$url: two sellers with one key and the same bytes each get their own',
    async ({ url, body }) => {
      const key = randomUUID();
      const first = await post(url, body, key, { sellerId: sellerA });
      const second = await post(url, body, key, { sellerId: sellerB });
      expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
      expect(replayed(second)).toBe(false);
      for (const stored of keysOf(first)) expect(stored).toContain(`/${sellerA}/`);
      for (const stored of keysOf(second)) expect(stored).toContain(`/${sellerB}/`);
      // Each seller's retry gets that seller's own first answer.
      const againA = await post(url, body, key, { sellerId: sellerA });
      const againB = await post(url, body, key, { sellerId: sellerB });
      expect([replayed(againA), replayed(againB)]).toEqual([true, true]);
      expect(keysOf(againA)).toEqual(keysOf(first));
      expect(keysOf(againB)).toEqual(keysOf(second));
    },
  );

  it.each(uploads.slice(0, 2))(
    '$url: an anonymous sign-up upload and a signed-in one never share a key',
    async ({ url, body }) => {
      const key = randomUUID();
      const anonymous = await post(url, body, key, {});
      const signedIn = await post(url, body, key, { sellerId: sellerA });
      expect([anonymous.statusCode, signedIn.statusCode]).toEqual([200, 200]);
      expect(replayed(signedIn)).toBe(false);
      expect(keysOf(anonymous)[0]).toContain('/pending/');
      expect(keysOf(signedIn)[0]).toContain(`/${sellerA}/`);
      // The other way round: signed in first, then anonymous from the same address.
      const laterKey = randomUUID();
      const signedInFirst = await post(url, body, laterKey, { sellerId: sellerB });
      const anonymousAfter = await post(url, body, laterKey, {});
      expect(replayed(anonymousAfter)).toBe(false);
      expect(keysOf(anonymousAfter)[0]).toContain('/pending/');
      expect(keysOf(signedInFirst)[0]).toContain(`/${sellerB}/`);
    },
  );

  it('an anonymous retry is replayed to the same caller, not to another address or request', async () => {
    const url = '/s3/seller/profile-image-upload';
    const key = randomUUID();
    const first = await post(url, pngBody(4), key, {});
    const retry = await post(url, pngBody(4), key, {});
    expect(replayed(retry)).toBe(true);
    expect(keysOf(retry)).toEqual(keysOf(first));
    const elsewhere = await post(url, pngBody(4), key, { address: '203.0.113.9' });
    expect([elsewhere.statusCode, replayed(elsewhere)]).toEqual([200, false]);
    expect(keysOf(elsewhere)).not.toEqual(keysOf(first));
    // Other bytes under the same key and address: a request of its own, not A's answer nor a 422.
    const otherBytes = await post(url, pngBody(5), key, {});
    expect([otherBytes.statusCode, replayed(otherBytes)]).toEqual([200, false]);
  });

  it('a drop create and a collection create with one key: each seller gets their own', async () => {
    for (const [url, body] of [
      ['/seller/products', flexDrop({ name: 'Same key, two sellers' })],
      ['/collections', { collectionName: 'Same key series' }],
    ] as const) {
      const key = randomUUID();
      const first = await post(url, body, key, { sellerId: sellerA });
      const second = await post(url, body, key, { sellerId: sellerB });
      expect([url, first.statusCode, second.statusCode, replayed(second)]).toEqual([
        url,
        201,
        201,
        false,
      ]);
      expect(json(second).data?._id).not.toEqual(json(first).data?._id);
      const againB = await post(url, body, key, { sellerId: sellerB });
      expect(json(againB).data?._id).toEqual(json(second).data?._id);
    }
  });
});
