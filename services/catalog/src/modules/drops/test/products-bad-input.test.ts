import { randomBytes } from 'node:crypto';
import type { Product } from '@drops/contracts';
import {
  bearer,
  catalogForTests,
  insertSeller,
  postDrop,
  sellDrop,
} from '../../../../test/fixtures';

const catalog = catalogForTests();
let sellerId: string;
let drop: Product;

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  const created = await postDrop(catalog.app, sellerId, sellDrop());
  drop = created.json().data;
});

type Case = {
  label: string;
  method: 'POST' | 'PUT';
  url: () => string;
  raw?: string;
  body?: unknown;
  contentType?: string;
};

const bodyRoutes = [
  { method: 'POST' as const, url: () => '/seller/products' },
  { method: 'PUT' as const, url: () => `/seller/products/${drop._id}` },
  { method: 'PUT' as const, url: () => `/seller/products/${drop._id}/status` },
  { method: 'POST' as const, url: () => '/collections' },
];

function badBodies(): Omit<Case, 'method' | 'url'>[] {
  return [
    { label: 'malformed JSON', raw: '{"name":' },
    { label: 'truncated JSON', raw: '{"name": "x", ' },
    { label: 'JSON array', body: [{ name: 'x' }] },
    { label: 'JSON string', raw: '"name"' },
    { label: 'JSON number', raw: '42' },
    { label: 'JSON null', raw: 'null' },
    { label: 'empty body', raw: '' },
    { label: 'text/plain', raw: 'name=x', contentType: 'text/plain' },
    { label: 'form encoded', raw: 'name=x', contentType: 'application/x-www-form-urlencoded' },
    {
      label: 'unknown field',
      body: { name: 'x', status: 'Draft', collectionName: 'x', role: 'admin' },
    },
    {
      label: 'prototype pollution',
      raw: '{"name":"x","status":"Draft","collectionName":"x","__proto__":{"admin":true}}',
    },
    { label: 'huge body (2 MB)', body: { name: 'x'.repeat(2 * 1024 * 1024) } },
  ];
}

describe('bad input answers 4xx with the error body, never 5xx', () => {
  it.each(bodyRoutes.flatMap((route) => badBodies().map((bad) => ({ ...route, ...bad }))))(
    '$method $label',
    async (testCase: Case) => {
      const response = await catalog.app.inject({
        method: testCase.method,
        url: testCase.url(),
        headers: {
          ...bearer(catalog.app, sellerId),
          'content-type': testCase.contentType ?? 'application/json',
        },
        payload: testCase.raw ?? JSON.stringify(testCase.body),
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    },
  );

  it('refuses wrong types field by field', async () => {
    const wrong: Record<string, unknown> = {
      name: 5,
      description: ['x'],
      brandName: {},
      category: true,
      mainImage: 1,
      visuals: 'products/a.png',
      price: '10',
      rrp: true,
      quantity: '5',
      purchaseUrl: 7,
      launchDate: 20250101,
      expiryDate: {},
      allowEarlyAccess: 'yes',
      earlyUnits: '3',
      timeWindow: 24,
      unlockManyUnits: 'true',
      isNook: 0,
      badge: 'true',
      tags: 'a,b',
      categories: [1],
      curatedValueTag: ['Nope'],
      variationsTitle: 1,
      variationsObjects: [{ name: 'Size' }],
      features: [1],
      feedbacks: {},
      isSeries: 'no',
      seriesName: 1,
      collectionId: 12,
      status: true,
      selling: 'no',
      sellerId: 'nope',
      mainImageUrl: 1,
      galleryImageThumbNails: 'x',
    };
    for (const [field, value] of Object.entries(wrong)) {
      const response = await postDrop(catalog.app, sellerId, { name: 'x', [field]: value });
      expect([field, response.statusCode]).toEqual([field, 400]);
      const fields = Object.keys(response.json().errors);
      expect(fields.every((name) => name === field || name.startsWith(`${field}.`))).toBe(true);
    }
  });

  it('refuses huge strings in every text field', async () => {
    for (const field of [
      'name',
      'brandName',
      'category',
      'purchaseUrl',
      'seriesName',
      'variationsTitle',
      'mainImage',
    ]) {
      const response = await postDrop(catalog.app, sellerId, {
        name: 'x',
        [field]: 'x'.repeat(5000),
      });
      expect([field, response.statusCode]).toEqual([field, 400]);
    }
  });

  it('answers 400 for ids that are not ids, SQL-looking or not', async () => {
    for (const id of [
      "1' OR '1'='1",
      '1;DROP TABLE products',
      'a'.repeat(25),
      'G'.repeat(24),
      '..%2F..%2Fetc',
    ]) {
      for (const method of ['GET', 'PUT', 'DELETE'] as const) {
        const response = await catalog.app.inject({
          method,
          url: `/seller/products/${encodeURIComponent(id)}`,
          headers: bearer(catalog.app, sellerId),
          ...(method === 'PUT' && { payload: { name: 'x' } }),
        });
        expect([method, id, response.statusCode]).toEqual([method, id, 400]);
      }
    }
  });

  it('stores SQL-looking text as plain text', async () => {
    const text = 'Robert\'); DROP TABLE products;-- " OR 1=1 #';
    const response = await postDrop(catalog.app, sellerId, {
      name: text,
      brandName: '%_\\',
      tags: ["' OR ''='"],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      name: text,
      brandName: '%_\\',
      tags: ["' OR ''='"],
    });
    expect(await catalog.database.knex('products').count({ n: '*' }).first()).toBeTruthy();
  });

  it('refuses negative and huge limit and page', async () => {
    for (const query of [
      'limit=-1',
      'limit=101',
      'limit=0',
      'limit=99999999999999999999',
      'page=-1',
      'page=0',
      'page=1e100',
      'page=NaN',
      'limit=Infinity',
    ]) {
      const response = await catalog.app.inject({
        url: `/seller/products?${query}`,
        headers: bearer(catalog.app, sellerId),
      });
      expect([query, response.statusCode]).toEqual([query, 400]);
    }
  });

  it('survives a few hundred generated bad bodies without a 5xx', async () => {
    const values: unknown[] = [
      null,
      true,
      false,
      0,
      -1,
      1e308,
      -1e308,
      0.1,
      '',
      ' ',
      'x'.repeat(300),
      "' OR 1=1 --",
      '2025-02-30',
      'products/',
      'products/a.png',
      'https://x.y',
      [],
      [null],
      [{}],
      {},
      { _id: 'x' },
      { type: 'video', url: 'products/v.mp4' },
      ['a', 'a'],
      '24H',
      'Published',
      '\u0000',
      '😀'.repeat(300),
    ];
    const fields = [
      'name',
      'description',
      'price',
      'quantity',
      'launchDate',
      'expiryDate',
      'visuals',
      'tags',
      'variationsObjects',
      'timeWindow',
      'earlyUnits',
      'collectionId',
      'status',
      'mainImage',
      'isSeries',
      'curatedValueTag',
    ];
    let serverErrors = 0;
    for (let round = 0; round < 300; round += 1) {
      const body: Record<string, unknown> = {};
      const count = 1 + ((randomBytes(1)[0] as number) % 4);
      for (let index = 0; index < count; index += 1) {
        const [fieldByte, valueByte] = randomBytes(2) as unknown as [number, number];
        body[fields[fieldByte % fields.length] as string] = values[valueByte % values.length];
      }
      const method = round % 2 === 0 ? 'POST' : 'PUT';
      const response = await catalog.app.inject({
        method,
        url: method === 'POST' ? '/seller/products' : `/seller/products/${drop._id}`,
        headers: bearer(catalog.app, sellerId),
        payload: body,
      });
      if (response.statusCode >= 500) {
        serverErrors += 1;
        console.error(JSON.stringify(body), response.body);
      }
    }
    expect(serverErrors).toBe(0);
  });
});
