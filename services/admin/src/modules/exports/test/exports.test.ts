import type { AddressInfo } from 'node:net';
import { productExportFields, sellerExportFields } from '@drops/contracts';
import { ownerBatches } from '../domain/owner-batches';
import { csvRecords, parseCsv } from '../../../../testing/csv';
import { insertProduct, insertSeller } from '../../../../test/fixtures';
import { adminForTests } from '../../../../test/helpers';

/**
 * Issue 16, point 6: CSV exports of the seller and product lists, with the lists' filters,
 * RFC 4180 quoting and formula neutralisation, streamed from the owners a keyset batch at a time.
 */
const context = adminForTests();
const knex = () => context.database.knex;

async function download(url: string, query: Record<string, string> = {}) {
  const response = await context.app.inject({ url, query, headers: context.adminHeaders });
  expect(response.statusCode).toBe(200);
  return response;
}

describe('GET /admin/sellers/export.csv', () => {
  it('every seller matching the filters, quoted and neutralised, newest first', async () => {
    const hostile = await insertSeller(knex(), {
      username: 'csv-hostile',
      fullName: '=HYPERLINK("http://evil.test","click, me")',
      accountType: 'sell',
      createdAt: Date.now() - 1000,
    });
    const multiline = await insertSeller(knex(), {
      username: 'csv-multiline',
      fullName: '+44 line one\r\nline "two"',
      createdAt: Date.now() - 500,
    });
    const rejected = await insertSeller(knex(), {
      username: 'csv-rejected',
      fullName: '@mention -minus',
      isActive: false,
    });

    const response = await download('/admin/sellers/export.csv', { search: 'csv-' });
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="sellers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // Exactly as RFC 4180 writes them: the formula's cell quoted (it holds quotes and a comma).
    expect(response.body).toContain(`,"'=HYPERLINK(""http://evil.test"",""click, me"")",`);
    expect(response.body).toContain(`,"'+44 line one\r\nline ""two""",`);
    const records = csvRecords(response.body);
    expect(records.map((record) => record._id)).toEqual([rejected, multiline, hostile]);
    expect(records.map((record) => record.fullName)).toEqual([
      "'@mention -minus",
      `'+44 line one\r\nline "two"`,
      `'=HYPERLINK("http://evil.test","click, me")`,
    ]);
    expect(records[0]).toMatchObject({
      username: 'csv-rejected',
      status: 'rejected',
      isActive: 'false',
    });
    expect(records[2]).toMatchObject({ accountType: 'sell', status: 'pending', invitation: '' });

    const onlyRejected = csvRecords(
      (await download('/admin/sellers/export.csv', { search: 'csv-', status: 'Rejected' })).body,
    );
    expect(onlyRejected.map((record) => record._id)).toEqual([rejected]);
    const onlySell = csvRecords(
      (await download('/admin/sellers/export.csv', { search: 'csv-', accountType: 'sell' })).body,
    );
    expect(onlySell.map((record) => record._id)).toEqual([hostile]);
  });

  it('an export with no match is the header row alone; bad filters are 400', async () => {
    const response = await download('/admin/sellers/export.csv', { search: 'nobody-at-all' });
    expect(parseCsv(response.body)).toEqual([
      [
        '_id',
        'username',
        'email',
        'fullName',
        'accountType',
        'status',
        'isApproved',
        'isActive',
        'isRequestedforSell',
        'invitation',
        'country',
        'followersCount',
        'sales',
        'createdAt',
      ],
    ]);
    const bad = await context.app.inject({
      url: '/admin/sellers/export.csv?status=sleeping',
      headers: context.adminHeaders,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors: { status: expect.any(String) } });
    const anonymous = await context.app.inject({ url: '/admin/sellers/export.csv' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('GET /admin/products/export.csv', () => {
  it('writes the seller’s SKU after the spec’s drop columns (issue 29)', async () => {
    const sellerId = await insertSeller(knex(), { username: 'skumaker', accountType: 'sell' });
    const id = await insertProduct(knex(), sellerId, {
      name: 'Coded',
      category: 'sku',
      sku: 'SK-1',
    });
    const [header, ...rows] = parseCsv(
      (await download('/admin/products/export.csv', { category: 'sku' })).body,
    );
    expect(header?.slice(10, 13)).toEqual(['launchDate', 'sku', 'sellerId']);
    expect(rows).toHaveLength(1);
    expect(
      csvRecords((await download('/admin/products/export.csv', { category: 'sku' })).body)[0],
    ).toMatchObject({
      _id: id,
      sku: 'SK-1',
    });
  });

  it('the list’s filters, each drop with its seller', async () => {
    const sellerId = await insertSeller(knex(), { username: 'csvmaker', accountType: 'sell' });
    const live = await insertProduct(knex(), sellerId, {
      name: '-10% "Spring", drop',
      brandName: 'Maker',
      category: 'art',
      status: 'published',
      price: 12.5,
      createdAt: Date.now() - 1000,
    });
    const draft = await insertProduct(knex(), sellerId, {
      name: 'Plain draft',
      category: 'fashion',
    });

    const all = csvRecords((await download('/admin/products/export.csv', { search: 'drop' })).body);
    expect(all.map((record) => record._id)).toEqual([live]);
    expect(all[0]).toMatchObject({
      name: `'-10% "Spring", drop`,
      status: 'published',
      price: '12.5',
      category: 'art',
      sellerId,
      sellerUsername: 'csvmaker',
      sellerEmail: 'csvmaker@example.com',
    });
    const drafts = csvRecords(
      (await download('/admin/products/export.csv', { status: 'draft', category: 'Fashion' })).body,
    );
    expect(drafts.map((record) => record._id)).toEqual([draft]);
  });

  it('streams thousands of rows in chunks as they are read, every row once', async () => {
    const sellerId = await insertSeller(knex(), { username: 'bulkmaker' });
    const total = 1_234;
    const base = Date.now() - 10_000_000;
    for (let start = 0; start < total; start += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, total - start) }, (_, offset) =>
          insertProduct(knex(), sellerId, {
            name: `Bulk ${start + offset}`,
            category: 'bulk',
            createdAt: base + (start + offset) * 1000,
          }),
        ),
      );
    }
    await context.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = context.app.server.address() as AddressInfo;
    const response = await fetch(
      `http://127.0.0.1:${port}/admin/products/export.csv?category=bulk`,
      { headers: context.adminHeaders },
    );
    expect(response.status).toBe(200);
    // Streamed: no length known in advance, the body arrives in several chunks.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');
    let chunks = 0;
    let text = '';
    const decoder = new TextDecoder();
    for await (const chunk of response.body!) {
      chunks += 1;
      text += decoder.decode(chunk, { stream: true });
    }
    expect(chunks).toBeGreaterThan(2);
    const records = csvRecords(text);
    expect(records).toHaveLength(total);
    expect(new Set(records.map((record) => record._id)).size).toBe(total);
    expect(records[0]!.name).toBe(`Bulk ${total - 1}`);
    expect(records[total - 1]!.name).toBe('Bulk 0');
  });
});

/** The fields of `record` named by `like`'s keys. */
function pick(record: object | null, like: object): Record<string, unknown> {
  const source = record as Record<string, unknown>;
  return Object.fromEntries(Object.keys(like).map((key) => [key, source[key]]));
}

describe('the owners send an export only the columns it writes', () => {
  it('a drop of a batch is the columns of the CSV, each as the full drop has it', async () => {
    const sellerId = await insertSeller(knex(), { username: 'paritymaker' });
    const base = Date.now() - 70_000_000;
    const ids = [
      await insertProduct(knex(), sellerId, {
        name: 'Parity published',
        brandName: 'Brand, "quoted"',
        category: 'parity',
        status: 'PUBLISHED',
        badge: true,
        selling: true,
        price: 12.5,
        rrp: 20,
        quantity: 3,
        launchDate: Date.UTC(2031, 4, 6, 7, 8, 9, 123),
        createdAt: base,
      }),
      await insertProduct(knex(), sellerId, {
        name: 'Parity unknown status',
        category: 'parity',
        status: 'archived',
        price: null,
        rrp: null,
        quantity: null,
        launchDate: null,
        createdAt: base + 1000,
      }),
      await insertProduct(knex(), sellerId, {
        name: 'Parity paused',
        category: 'parity',
        status: 'paused',
        createdAt: base + 2000,
      }),
    ];
    const batch = await context.app.catalogService.batch({ category: 'parity', limit: 10 });
    expect(batch.next).toBeNull();
    expect(batch.items.map((item) => item._id)).toEqual([...ids].reverse());
    for (const item of batch.items) {
      expect(Object.keys(item).sort()).toEqual([...productExportFields].sort());
      expect(item).toEqual(pick(await context.app.catalogService.find(item._id), item));
    }
    expect(batch.items[2]).toMatchObject({
      status: 'published',
      launchDate: '2031-05-06T07:08:09.123Z',
    });
    expect(batch.items[1]).toMatchObject({ status: 'draft', price: null, launchDate: null });
  });

  it('a seller of a batch is the columns of the CSV, each as the full seller has it', async () => {
    const base = Date.now() - 80_000_000;
    await insertSeller(knex(), {
      username: 'parity-seller-a',
      fullName: 'Parity A',
      accountType: 'sell',
      isApproved: true,
      invitation: 'invited',
      followersCount: 12,
      sales: 3,
      isRequestedforSell: true,
      createdAt: base,
    });
    await insertSeller(knex(), {
      username: 'parity-seller-b',
      isActive: false,
      country: '',
      createdAt: base + 1000,
    });
    const batch = await context.app.sellerService.batch({ search: 'parity-seller-', limit: 10 });
    expect(batch.items.map((item) => item.username)).toEqual([
      'parity-seller-b',
      'parity-seller-a',
    ]);
    for (const item of batch.items) {
      expect(Object.keys(item).sort()).toEqual([...sellerExportFields].sort());
      expect(item).toEqual(pick(await context.app.sellerService.find(item._id), item));
    }
  });

  it('the sellers of a batch of drops: id, username and email of each one found', async () => {
    const known = await insertSeller(knex(), { username: 'contactmaker' });
    const contacts = await context.app.sellerService.contacts([known, known, '0'.repeat(24)]);
    expect([...contacts.values()]).toEqual([
      { _id: known, username: 'contactmaker', email: 'contactmaker@example.com' },
    ]);
  });

  it('a drop whose seller is gone is exported with empty seller cells', async () => {
    const orphan = await insertProduct(knex(), '1'.repeat(24), {
      name: 'Orphan drop',
      category: 'orphans',
    });
    const records = csvRecords(
      (await download('/admin/products/export.csv', { category: 'orphans' })).body,
    );
    expect(records).toEqual([
      expect.objectContaining({
        _id: orphan,
        sellerId: '1'.repeat(24),
        sellerUsername: '',
        sellerEmail: '',
      }),
    ]);
  });
});

/** Inserts `count` rows `make(n)` 100 at a time; returns their ids in the order of `n`. */
async function insertMany(count: number, make: (n: number) => Promise<string>): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 0; start < count; start += 100) {
    const batch = Array.from({ length: Math.min(100, count - start) }, (_, n) => make(start + n));
    ids.push(...(await Promise.all(batch)));
  }
  return ids;
}

/** Ids inserted with `createdAt` rising every `perTime` rows, in newest-first (time, id) order. */
function newestFirst(ids: string[], perTime: number): string[] {
  return ids
    .map((id, n) => ({ id, time: Math.floor(n / perTime) }))
    .sort((a, b) => b.time - a.time || (a.id < b.id ? 1 : -1))
    .map((entry) => entry.id);
}

/**
 * Reads every batch as the export does and runs `meanwhile` after the first: the ids read, in
 * order. (Offset pages repeated a row for each row inserted ahead of them during the export.)
 */
async function readAll(
  fetchBatch: (
    after: string | undefined,
  ) => Promise<{ items: { _id: string }[]; next: string | null }>,
  meanwhile: () => Promise<void>,
): Promise<{ ids: string[]; batches: number }> {
  const ids: string[] = [];
  let batches = 0;
  for await (const items of ownerBatches(fetchBatch)) {
    ids.push(...items.map((item) => item._id));
    batches += 1;
    if (batches === 1) await meanwhile();
  }
  return { ids, batches };
}

describe('exports read the owners by keyset', () => {
  it('drops inserted during an export: none read twice, none of the others missed', async () => {
    const sellerId = await insertSeller(knex(), { username: 'keysetmaker' });
    const base = Date.now() - 50_000_000;
    // Three drops share each creation time, so batches end inside a run of equal times.
    const existing = await insertMany(1_000, (n) =>
      insertProduct(knex(), sellerId, {
        name: `Keyset ${n}`,
        category: 'keyset',
        createdAt: base + Math.floor(n / 3) * 1000,
      }),
    );
    let newer: string[] = [];
    let older: string[] = [];
    const { ids, batches } = await readAll(
      (after) =>
        context.app.catalogService.batch({
          category: 'keyset',
          status: 'draft',
          after,
          limit: 100,
        }),
      async () => {
        newer = await insertMany(150, (n) =>
          insertProduct(knex(), sellerId, { name: `Newer ${n}`, category: 'keyset' }),
        );
        older = await insertMany(30, (n) =>
          insertProduct(knex(), sellerId, {
            name: `Older ${n}`,
            category: 'keyset',
            createdAt: base - (n + 1) * 1000,
          }),
        );
      },
    );
    expect(batches).toBe(11);
    expect(new Set(ids).size).toBe(ids.length);
    // Every drop there when the export began, newest first, then those added behind its cursor.
    expect(ids).toEqual([...newestFirst(existing, 3), ...older]);
    expect(ids.filter((id) => newer.includes(id))).toEqual([]);
  });

  it('sellers inserted during an export: none read twice, none of the others missed', async () => {
    const base = Date.now() - 60_000_000;
    const existing = await insertMany(450, (n) =>
      insertSeller(knex(), {
        username: `keyset-seller-${n}`,
        createdAt: base + Math.floor(n / 4) * 1000,
      }),
    );
    let newer: string[] = [];
    const { ids, batches } = await readAll(
      (after) => context.app.sellerService.batch({ search: 'keyset-seller-', after, limit: 50 }),
      async () => {
        newer = await insertMany(120, (n) =>
          insertSeller(knex(), { username: `keyset-seller-new-${n}` }),
        );
      },
    );
    expect(batches).toBe(9);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(newestFirst(existing, 4));
    expect(ids.filter((id) => newer.includes(id))).toEqual([]);
  });
});
