import { collectionMessages, productMessages } from '@drops/contracts';
import { bearer, catalogForTests, insertSeller, sellDrop } from '../../../../test/fixtures';

/** The embedded default (`npm start` without DATABASE_URL) is SQLite: the main flows once there. */
const catalog = catalogForTests('sqlite:x');

it('creates, lists, counts and deletes drops and collections on SQLite', async () => {
  const sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  const headers = bearer(catalog.app, sellerId);
  const collection = await catalog.app.inject({
    method: 'POST',
    url: '/collections',
    headers,
    payload: { collectionName: 'Series' },
  });
  expect(collection.statusCode).toBe(201);
  const collectionId = collection.json().data._id;

  const created = await catalog.app.inject({
    method: 'POST',
    url: '/seller/products',
    headers,
    payload: sellDrop({ collectionId, price: 12.5, tags: ['a'] }),
  });
  expect(created.statusCode).toBe(201);
  expect(created.json()).toMatchObject({
    message: productMessages.live,
    data: { selling: true, price: 12.5, tags: ['a'], collectionId: { _id: collectionId } },
  });
  const productId = created.json().data._id;

  const list = await catalog.app.inject({ url: '/seller/products?status=published', headers });
  expect(list.json().pagination.total).toBe(1);
  const stats = await catalog.app.inject({ url: '/seller/products/stats', headers });
  expect(stats.json().data).toMatchObject({ total: 1, published: 1, selling: 1 });

  const stopped = await catalog.app.inject({
    method: 'PUT',
    url: `/seller/products/${productId}/status`,
    headers,
    payload: { status: 'Draft' },
  });
  expect(stopped.json().data).toMatchObject({ status: 'Draft', selling: false });

  const removedCollection = await catalog.app.inject({
    method: 'DELETE',
    url: `/collections/${collectionId}`,
    headers,
  });
  expect(removedCollection.json().message).toBe(collectionMessages.deleted);
  const read = await catalog.app.inject({ url: `/seller/products/${productId}`, headers });
  expect(read.json().data.collectionId).toBeNull();

  const removed = await catalog.app.inject({
    method: 'DELETE',
    url: `/seller/products/${productId}`,
    headers,
  });
  expect(removed.json().message).toBe(productMessages.deleted);
});
