import { productMessages, versionMessages, type Product } from '@drops/contracts';
import { bearer, catalogForTests, insertSeller, sellDrop } from '../../../../test/fixtures';

/**
 * Issue 17 point 5, no edit lost: every drop answer carries `version` (and the `ETag`); a PUT made
 * from an older version, in the body or as `If-Match`, is refused with 409 and the drop as it is
 * now; a PUT naming no version saves as the spec's clients expect. Every writer raises it.
 */
const catalog = catalogForTests();
let sellerId: string;

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
});

const headers = (extra: Record<string, string> = {}) => ({
  ...bearer(catalog.app, sellerId),
  ...extra,
});

const serviceHeaders = () => ({
  authorization: `Bearer ${catalog.app.signToken('service', 'admin')}`,
});

async function newDrop(): Promise<Product> {
  const response = await catalog.app.inject({
    method: 'POST',
    url: '/seller/products',
    headers: headers(),
    payload: sellDrop({ sellerId }),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const put = (id: string, payload: Record<string, unknown>, extra: Record<string, string> = {}) =>
  catalog.app.inject({
    method: 'PUT',
    url: `/seller/products/${id}`,
    headers: headers(extra),
    payload,
  });

const read = async (id: string) => {
  const response = await catalog.app.inject({
    url: `/seller/products/${id}`,
    headers: headers(),
  });
  expect(response.statusCode).toBe(200);
  return { product: response.json().data as Product, etag: response.headers.etag };
};

describe('drop versions', () => {
  it('starts at 1 and every save raises it; the ETag tells the same version', async () => {
    const drop = await newDrop();
    expect(drop.version).toBe(1);
    const first = await read(drop._id);
    expect(first.etag).toBe('W/"1"');

    const saved = await put(drop._id, { name: 'Renamed', version: 1 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      success: true,
      message: productMessages.changesSaved,
      data: { name: 'Renamed', version: 2 },
    });
    expect(saved.headers.etag).toBe('W/"2"');
    expect((await read(drop._id)).product.version).toBe(2);
  });

  it('a PUT without a version saves over whatever is stored (the spec clients)', async () => {
    const drop = await newDrop();
    expect((await put(drop._id, { name: 'One' })).statusCode).toBe(200);
    const second = await put(drop._id, { name: 'Two', sellerId });
    expect(second.statusCode).toBe(200);
    expect(second.json().data).toMatchObject({ name: 'Two', version: 3 });
  });

  it('refuses a stale version with 409, the error body and the current drop; nothing is written', async () => {
    const drop = await newDrop();
    expect((await put(drop._id, { name: 'Saved elsewhere', version: 1 })).statusCode).toBe(200);

    const stale = await put(drop._id, { name: 'Mine', description: 'Mine too', version: 1 });
    expect(stale.statusCode).toBe(409);
    const body = stale.json();
    expect(body).toMatchObject({
      success: false,
      error: versionMessages.dropChanged,
      code: 'VERSION_CONFLICT',
      current: { _id: drop._id, name: 'Saved elsewhere', version: 2, status: 'Published' },
    });
    expect(typeof body.requestId).toBe('string');
    const after = (await read(drop._id)).product;
    expect(after).toMatchObject({ name: 'Saved elsewhere', description: drop.description });
    expect(after.version).toBe(2);

    // Saved again from the version the 409 gave: accepted.
    const retried = await put(drop._id, { name: 'Mine', version: body.current.version });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ name: 'Mine', version: 3 });
  });

  it('checks the version before the drop rules: a stale invalid save is a 409, not a 400', async () => {
    const drop = await newDrop();
    await put(drop._id, { name: 'Moved on' });
    const response = await put(drop._id, { name: '', version: 1 });
    expect(response.statusCode).toBe(409);
  });

  it('reads If-Match: a current tag saves, a stale one is a 409, * always matches', async () => {
    const drop = await newDrop();
    const current = await put(drop._id, { name: 'By tag' }, { 'if-match': 'W/"1"' });
    expect(current.statusCode).toBe(200);
    expect(current.json().data.version).toBe(2);

    const strongTag = await put(drop._id, { name: 'Strong tag' }, { 'if-match': '"2"' });
    expect(strongTag.statusCode).toBe(200);

    const stale = await put(drop._id, { name: 'Stale tag' }, { 'if-match': 'W/"2"' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ name: 'Strong tag', version: 3 });

    const oneOf = await put(drop._id, { name: 'One of' }, { 'if-match': 'W/"1", W/"3"' });
    expect(oneOf.statusCode).toBe(200);

    const any = await put(drop._id, { name: 'Any' }, { 'if-match': '*' });
    expect(any.statusCode).toBe(200);
    expect(any.json().data.version).toBe(5);
  });

  it('refuses a malformed If-Match or version with 400 in the error body', async () => {
    const drop = await newDrop();
    const badTag = await put(drop._id, { name: 'x' }, { 'if-match': 'W/"abc"' });
    expect(badTag.statusCode).toBe(400);
    expect(badTag.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    const badVersion = await put(drop._id, { name: 'x', version: 0 });
    expect(badVersion.statusCode).toBe(400);
    expect(badVersion.json().errors).toHaveProperty('version');
    expect((await read(drop._id)).product.version).toBe(1);
  });

  it('of two concurrent saves from one version exactly one wins; the other gets the winner', async () => {
    const drop = await newDrop();
    const [left, right] = await Promise.all([
      put(drop._id, { name: 'Left tab', version: 1 }),
      put(drop._id, { name: 'Right tab', version: 1 }),
    ]);
    const statuses = [left.statusCode, right.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const winner = left.statusCode === 200 ? left : right;
    const loser = left.statusCode === 200 ? right : left;
    expect(loser.json().current).toMatchObject({
      name: winner.json().data.name,
      version: 2,
    });
    expect((await read(drop._id)).product).toMatchObject({
      name: winner.json().data.name,
      version: 2,
    });
  });

  it('Stop Sell (the status call) raises the version and honours a sent one', async () => {
    const drop = await newDrop();
    const status = (payload: Record<string, unknown>) =>
      catalog.app.inject({
        method: 'PUT',
        url: `/seller/products/${drop._id}/status`,
        headers: headers(),
        payload,
      });
    const stopped = await status({ sellerId, status: 'Draft' });
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json().data).toMatchObject({ status: 'Draft', version: 2 });
    const stale = await status({ status: 'Published', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ status: 'Draft', version: 2 });
    // An edit opened before the Stop Sell is refused too.
    expect((await put(drop._id, { name: 'Old tab', version: 1 })).statusCode).toBe(409);
  });

  it("an administrator's badge, pause and restore raise the version", async () => {
    const drop = await newDrop();
    const badge = await catalog.app.inject({
      method: 'PUT',
      url: `/internal/products/${drop._id}/badge`,
      headers: serviceHeaders(),
      payload: { badge: true },
    });
    expect(badge.statusCode).toBe(200);
    expect((await read(drop._id)).product.version).toBe(2);

    const pause = await catalog.app.inject({
      method: 'PUT',
      url: `/internal/products/${drop._id}/moderation`,
      headers: serviceHeaders(),
      payload: { status: 'paused', reason: 'other' },
    });
    expect(pause.statusCode).toBe(200);
    expect((await read(drop._id)).product.version).toBe(3);

    const restore = await catalog.app.inject({
      method: 'PUT',
      url: `/internal/products/${drop._id}/moderation`,
      headers: serviceHeaders(),
      payload: { status: 'published' },
    });
    expect(restore.statusCode).toBe(200);
    const restored = await read(drop._id);
    expect(restored.product.version).toBe(4);

    // The seller's editor opened before the badge sees the administrator's changes.
    const stale = await put(drop._id, { name: 'Editor from before', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().current).toMatchObject({ badge: true, version: 4 });
  });

  it('deleting a collection raises the version of the drops it held', async () => {
    const created = await catalog.app.inject({
      method: 'POST',
      url: '/collections',
      headers: headers(),
      payload: { collectionName: 'Winter', sellerId },
    });
    expect(created.statusCode).toBe(201);
    const collectionId = created.json().data._id as string;
    const drop = await newDrop();
    const joined = await put(drop._id, { isSeries: true, collectionId, version: 1 });
    expect(joined.statusCode).toBe(200);
    const removed = await catalog.app.inject({
      method: 'DELETE',
      url: `/collections/${collectionId}?sellerId=${sellerId}`,
      headers: headers(),
    });
    expect(removed.statusCode).toBe(200);
    expect((await read(drop._id)).product).toMatchObject({ collectionId: null, version: 3 });
  });
});
