import type { Product, SignedUrlsEntry } from '@drops/contracts';
import { demoPng } from '../src/seed/demo-image';
import { bearer, catalogForTests, insertSeller, postDrop, sellDrop } from './fixtures';

/**
 * `GET /seller/products?mediaLinks=n` (issue 28, added): the answer carries the signed links of
 * the first n drops' thumbnails, as `POST /s3/signed-urls` answers each key, so the dashboard's
 * first screen needs no call after the list. Without it, the spec's answer is unchanged.
 */
const catalog = catalogForTests();
let sellerId: string;
let storedKey: string;

const list = (query: string) =>
  catalog.app.inject({ url: `/seller/products${query}`, headers: bearer(catalog.app, sellerId) });

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  const png = demoPng([10, 20, 30], [200, 210, 220]);
  const upload = await catalog.app.inject({
    method: 'POST',
    url: '/s3/product-image-upload',
    headers: bearer(catalog.app, sellerId),
    payload: {
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: png.length,
      fileData: png.toString('base64'),
    },
  });
  expect(upload.statusCode).toBe(200);
  storedKey = upload.json().key;
  // Oldest first: the newest (first listed) shows the stored image, the next a key never stored.
  for (const [name, url] of [
    ['Gone Print', `products/${sellerId}/never-stored.png`],
    ['Stored Jacket', storedKey],
  ]) {
    const created = await postDrop(
      catalog.app,
      sellerId,
      sellDrop({ name, visuals: [{ type: 'image', url }] }),
    );
    expect(created.statusCode).toBe(201);
  }
});

describe('GET /seller/products?mediaLinks', () => {
  it('answers as the spec says without it: no mediaLinks', async () => {
    const response = await list('?limit=100');
    expect(response.statusCode).toBe(200);
    expect(response.json()).not.toHaveProperty('mediaLinks');
  });

  it.each(['read', 'read again'])(
    "carries the first drops' thumbnail links, each answered on its own (%s: a kept page)",
    async () => {
      const response = await list('?limit=100&mediaLinks=12');
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Product[]; mediaLinks: SignedUrlsEntry[] };
      expect(body.data.map((drop) => drop.name)).toEqual(['Stored Jacket', 'Gone Print']);
      expect(body.mediaLinks).toHaveLength(2);
      const [stored, gone] = body.mediaLinks;
      expect(stored).toMatchObject({ key: storedKey, status: 200 });
      expect(stored?.signedUrl).toMatch(/^http:\/\/localhost:8080\/api\/v1\/s3\/files\//);
      expect(gone).toMatchObject({ key: `products/${sellerId}/never-stored.png`, status: 404 });
      expect(gone?.signedUrl).toBeUndefined();
    },
  );

  it('signs only the first n drops, and filtered lists too', async () => {
    const first = (await list('?mediaLinks=1')).json() as { mediaLinks: SignedUrlsEntry[] };
    expect(first.mediaLinks.map((entry) => entry.key)).toEqual([storedKey]);
    const searched = (await list('?search=jacket&mediaLinks=12')).json() as {
      mediaLinks: SignedUrlsEntry[];
    };
    expect(searched.mediaLinks.map((entry) => entry.key)).toEqual([storedKey]);
  });

  it.each(['25', '-1', 'many'])(
    'refuses mediaLinks=%s with a field error, not a 500',
    async (value) => {
      const response = await list(`?mediaLinks=${value}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
    },
  );
});
