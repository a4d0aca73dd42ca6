import { randomUUID } from 'node:crypto';
import { serverMessages } from '@drops/contracts';
import { demoPng } from '../src/seed/demo-image';
import { bearer, catalogForTests, flexDrop, insertSeller, json } from './fixtures';

/**
 * A create that timed out at the gateway is still applied later: a retry with the same
 * Idempotency-Key must answer the first answer again and write nothing twice.
 */
const catalog = catalogForTests();
let sellerId: string;

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'flex' });
});

const post = (url: string, payload: Record<string, unknown>, key?: string, as = sellerId) =>
  catalog.app.inject({
    method: 'POST',
    url,
    headers: {
      ...bearer(catalog.app, as),
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload,
  });

const count = async (table: string, where: Record<string, unknown>) =>
  Number(
    ((await catalog.database.knex(table).where(where).count({ n: '*' }).first()) as { n: unknown })
      .n,
  );

describe('Idempotency-Key', () => {
  it('answers a retried drop create with the first answer and stores one drop', async () => {
    const key = randomUUID();
    const body = flexDrop({ name: 'Once only' });
    const first = await post('/seller/products', body, key);
    expect(first.statusCode).toBe(201);
    const again = await post('/seller/products', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again)).toEqual(json(first));
    expect(await count('products', { seller_id: sellerId, name: 'Once only' })).toBe(1);
  });

  it('refuses the same key with another body: 422, nothing written', async () => {
    const key = randomUUID();
    expect((await post('/seller/products', flexDrop({ name: 'Key A' }), key)).statusCode).toBe(201);
    const other = await post('/seller/products', flexDrop({ name: 'Key B' }), key);
    expect(other.statusCode).toBe(422);
    expect(json(other)).toMatchObject({
      success: false,
      error: serverMessages.idempotencyKeyReused,
    });
    expect(await count('products', { seller_id: sellerId, name: 'Key B' })).toBe(0);
  });

  it('answers two concurrent requests with one key with one drop', async () => {
    const key = randomUUID();
    const body = flexDrop({ name: 'Raced' });
    const answers = await Promise.all([1, 2, 3].map(() => post('/seller/products', body, key)));
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 201)).toBe(true);
    const busy = answers.find((answer) => answer.statusCode === 409);
    if (busy) expect(json(busy).error).toBe(serverMessages.idempotencyKeyInProgress);
    expect(await count('products', { seller_id: sellerId, name: 'Raced' })).toBe(1);
  });

  it('keeps keys apart per seller, and without a key each request counts', async () => {
    const other = await insertSeller(catalog.database.knex, { accountType: 'flex' });
    const key = randomUUID();
    const body = flexDrop({ name: 'Shared key' });
    expect((await post('/seller/products', body, key)).statusCode).toBe(201);
    expect((await post('/seller/products', body, key, other)).statusCode).toBe(201);
    expect((await post('/seller/products', body)).statusCode).toBe(201);
    expect((await post('/seller/products', body)).statusCode).toBe(201);
    expect(await count('products', { seller_id: sellerId, name: 'Shared key' })).toBe(3);
    expect(await count('products', { seller_id: other, name: 'Shared key' })).toBe(1);
  });

  it('replays a collection create and its refusal alike', async () => {
    const key = randomUUID();
    const first = await post('/collections', { collectionName: 'Idempotent series' }, key);
    expect(first.statusCode).toBe(201);
    const again = await post('/collections', { collectionName: 'Idempotent series' }, key);
    expect(again.statusCode).toBe(201);
    expect(json(again)).toEqual(json(first));
    // Without the key, the same name is refused as taken (the create really happened once).
    const fresh = await post('/collections', { collectionName: 'Idempotent series' });
    expect(json(fresh)).toMatchObject({ error: serverMessages.collectionNameTaken });
    expect(await count('collections', { seller_id: sellerId })).toBe(1);
  });

  it('replays an upload', async () => {
    const key = randomUUID();
    const png = demoPng([10, 20, 30], [200, 210, 220]);
    const body = {
      fileName: 'a.png',
      fileType: 'image/png',
      fileSize: png.length,
      fileData: png.toString('base64'),
    };
    const first = await post('/s3/seller/profile-image-upload', body, key);
    expect(first.statusCode).toBe(200);
    const again = await post('/s3/seller/profile-image-upload', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(json(again).key).toBe(json(first).key);
  });

  it('refuses a malformed key with a clear error', async () => {
    const response = await post('/seller/products', flexDrop(), 'has spaces in it');
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({
      success: false,
      error: serverMessages.idempotencyKeyInvalid,
    });
  });
});
