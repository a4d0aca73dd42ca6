import {
  collectionMessages,
  sellerMessages,
  serverMessages,
  validationMessages,
  type Collection,
} from '@drops/contracts';
import { bearer, catalogForTests, insertSeller } from '../../../../test/fixtures';

const catalog = catalogForTests();
let alice: string;
let bob: string;

beforeAll(async () => {
  alice = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  bob = await insertSeller(catalog.database.knex, { accountType: 'flex' });
});

function call(
  sellerId: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  return catalog.app.inject({ method, url, headers: bearer(catalog.app, sellerId), payload });
}

async function createOk(sellerId: string, collectionName: string): Promise<Collection> {
  const response = await call(sellerId, 'POST', '/collections', { collectionName, sellerId });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('POST /collections', () => {
  it('creates a trimmed collection: 201, "Collection created successfully"', async () => {
    const response = await call(alice, 'POST', '/collections', {
      collectionName: '  Summer Archive  ',
      sellerId: alice,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: collectionMessages.created,
      data: { collectionName: 'Summer Archive', sellerId: alice },
    });
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
  });

  it('requires a name: "Collection name is required"', async () => {
    for (const payload of [{}, { collectionName: '' }, { collectionName: '    ' }]) {
      const response = await call(alice, 'POST', '/collections', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: validationMessages.collectionNameRequired,
        errors: { collectionName: validationMessages.collectionNameRequired },
      });
    }
  });

  it('allows 100 characters after trimming, not 101', async () => {
    await createOk(alice, ` ${'a'.repeat(100)} `);
    for (const collectionName of ['b'.repeat(101), 'c'.repeat(5000)]) {
      const response = await call(alice, 'POST', '/collections', { collectionName });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.collectionNameTooLong,
        errors: { collectionName: serverMessages.collectionNameTooLong },
      });
    }
  });

  it('keeps names unique per seller without regard to case', async () => {
    await createOk(alice, 'Night Shift');
    const duplicate = await call(alice, 'POST', '/collections', {
      collectionName: ' night SHIFT ',
    });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json()).toMatchObject({
      error: serverMessages.collectionNameTaken,
      errors: { collectionName: serverMessages.collectionNameTaken },
    });
    // Another seller may use the same name.
    await createOk(bob, 'Night Shift');
  });

  it('refuses wrong types, unknown fields and malformed JSON', async () => {
    for (const payload of [
      { collectionName: 5 },
      { collectionName: ['x'] },
      { collectionName: 'x', extra: 1 },
    ]) {
      expect((await call(alice, 'POST', '/collections', payload)).statusCode).toBe(400);
    }
    const malformed = await catalog.app.inject({
      method: 'POST',
      url: '/collections',
      headers: { ...bearer(catalog.app, alice), 'content-type': 'application/json' },
      payload: '{"collectionName":',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('GET /collections and /collections/:id', () => {
  it("lists the caller's collections oldest first", async () => {
    const seller = await insertSeller(catalog.database.knex);
    const first = await createOk(seller, 'First');
    const second = await createOk(seller, 'Second');
    // Creation time decides, not insertion order.
    await catalog.database.knex('collections').where({ id: second._id }).update({ created_at: 1 });
    const response = await call(seller, 'GET', `/collections?sellerId=${seller}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect(response.json().data.map((collection: Collection) => collection._id)).toEqual([
      second._id,
      first._id,
    ]);
  });

  it('reads one collection, with or without ?sellerId', async () => {
    const collection = await createOk(alice, 'Readable');
    for (const url of [
      `/collections/${collection._id}`,
      `/collections/${collection._id}?sellerId=${alice}`,
    ]) {
      const response = await call(alice, 'GET', url);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: collection });
    }
    const missing = await call(alice, 'GET', `/collections/${'e'.repeat(24)}`);
    expect(missing.statusCode).toBe(404);
    expect((await call(alice, 'GET', '/collections/not-an-id')).statusCode).toBe(400);
  });
});

describe('PUT /collections/:id', () => {
  it('renames: "Collection updated successfully"; a change of case is allowed', async () => {
    const collection = await createOk(alice, 'Old Name');
    const response = await call(alice, 'PUT', `/collections/${collection._id}`, {
      collectionName: ' New Name ',
      sellerId: alice,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: collectionMessages.updated,
      data: { _id: collection._id, collectionName: 'New Name' },
    });
    const recased = await call(alice, 'PUT', `/collections/${collection._id}`, {
      collectionName: 'NEW name',
    });
    expect(recased.json().data.collectionName).toBe('NEW name');
  });

  it('applies the name rules on rename', async () => {
    const collection = await createOk(alice, 'Rename Rules');
    await createOk(alice, 'Taken Name');
    for (const [collectionName, message] of [
      ['  ', validationMessages.collectionNameRequired],
      ['z'.repeat(101), serverMessages.collectionNameTooLong],
      ['taken name', serverMessages.collectionNameTaken],
    ] as const) {
      const response = await call(alice, 'PUT', `/collections/${collection._id}`, {
        collectionName,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ collectionName: message });
    }
  });

  it('updates the name the drops in it show', async () => {
    const collection = await createOk(alice, 'Shown Name');
    const drop = await call(alice, 'POST', '/seller/products', {
      name: 'In a series',
      collectionId: collection._id,
    });
    await call(alice, 'PUT', `/collections/${collection._id}`, {
      collectionName: 'Renamed Series',
    });
    const read = await call(alice, 'GET', `/seller/products/${drop.json().data._id}`);
    expect(read.json().data.collectionId).toEqual({
      _id: collection._id,
      collectionName: 'Renamed Series',
    });
  });
});

describe('DELETE /collections/:id', () => {
  it('deletes: "Collection deleted successfully"; its drops stay with no collection', async () => {
    const collection = await createOk(alice, 'Short Series');
    const drop = await call(alice, 'POST', '/seller/products', {
      name: 'Kept',
      collectionId: collection._id,
    });
    const response = await call(
      alice,
      'DELETE',
      `/collections/${collection._id}?sellerId=${alice}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: collectionMessages.deleted });
    const read = await call(alice, 'GET', `/seller/products/${drop.json().data._id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.collectionId).toBeNull();
    expect((await call(alice, 'GET', `/collections/${collection._id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/collections/${collection._id}`)).statusCode).toBe(404);
  });
});

describe("a seller cannot read or change another seller's collections (BOLA)", () => {
  it("answers 404 on every route for Alice's collection with Bob's token", async () => {
    const collection = await createOk(alice, 'Private Series');
    const routes = [
      ['GET', `/collections/${collection._id}?sellerId=${alice}`, undefined],
      ['PUT', `/collections/${collection._id}`, { collectionName: 'Hijacked', sellerId: alice }],
      ['DELETE', `/collections/${collection._id}?sellerId=${alice}`, undefined],
    ] as const;
    for (const [method, url, payload] of routes) {
      const response = await call(bob, method, url, payload);
      expect([method, response.statusCode]).toEqual([method, 404]);
      expect(response.json()).toMatchObject({ success: false, code: 'COLLECTION_NOT_FOUND' });
    }
    const stillThere = await call(alice, 'GET', `/collections/${collection._id}`);
    expect(stillThere.json().data).toEqual(collection);
  });

  it("lists only the caller's collections and creates for the caller, whatever sellerId says", async () => {
    const list = await call(bob, 'GET', `/collections?sellerId=${alice}`);
    expect(list.json().data.every((collection: Collection) => collection.sellerId === bob)).toBe(
      true,
    );
    const created = await call(bob, 'POST', '/collections', {
      collectionName: 'Bob owns this',
      sellerId: alice,
    });
    expect(created.json().data.sellerId).toBe(bob);
  });

  it('answers 401 without a seller token on every route', async () => {
    const collection = await createOk(alice, 'Token Check');
    for (const [method, url] of [
      ['GET', '/collections'],
      ['POST', '/collections'],
      ['GET', `/collections/${collection._id}`],
      ['PUT', `/collections/${collection._id}`],
      ['DELETE', `/collections/${collection._id}`],
    ] as const) {
      for (const headers of [
        {},
        { authorization: `Bearer ${catalog.app.signToken('admin', alice)}` },
      ]) {
        const response = await catalog.app.inject({
          method,
          url,
          headers,
          ...(method === 'POST' || method === 'PUT' ? { payload: { collectionName: 'x' } } : {}),
        });
        expect([method, url, response.statusCode]).toEqual([method, url, 401]);
        expect(response.json().error).toBe(sellerMessages.mustBeLoggedIn);
      }
    }
  });
});
