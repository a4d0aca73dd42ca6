import { dropFields, productExportFields, type Product } from '@drops/contracts';
import {
  bearer,
  catalogForTests,
  insertSeller,
  postDrop,
  sellDrop,
} from '../../../../test/fixtures';

/**
 * Issue 29: `sku`, the seller's own stock code, added by the drops README's recipe alone: one
 * declaration in the contract, and the API, the row mapping and the export follow.
 */
const catalog = catalogForTests();
let sellerId: string;

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
});

async function created(payload: Record<string, unknown>): Promise<Product> {
  const response = await postDrop(catalog.app, sellerId, sellDrop(payload));
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

const read = async (id: string) =>
  (
    await catalog.app.inject({
      url: `/seller/products/${id}`,
      headers: bearer(catalog.app, sellerId),
    })
  ).json().data as Product;

describe('a drop’s SKU', () => {
  it('is kept trimmed, read back, changed by a save and cleared with ""', async () => {
    const drop = await created({ sku: '  NY-SHELL-042 ' });
    expect(drop.sku).toBe('NY-SHELL-042');
    expect((await read(drop._id)).sku).toBe('NY-SHELL-042');

    const save = (sku: string) =>
      catalog.app.inject({
        method: 'PUT',
        url: `/seller/products/${drop._id}`,
        headers: bearer(catalog.app, sellerId),
        payload: { sku },
      });
    expect((await save('NY-SHELL-043')).json().data.sku).toBe('NY-SHELL-043');
    expect((await save('')).json().data.sku).toBe('');
  });

  it('is optional: a drop without one answers ""', async () => {
    const drop = await created({});
    expect(drop.sku).toBe('');
    const stored = await catalog.database.knex('products').where('id', drop._id).first();
    expect(stored.sku).toBe('');
  });

  it('is at most 64 characters, refused with the error body past that', async () => {
    const longest = 'S'.repeat(dropFields.sku.plain.maxLength);
    expect((await created({ sku: longest })).sku).toBe(longest);
    const response = await postDrop(catalog.app, sellerId, sellDrop({ sku: `${longest}X` }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errors: { sku: expect.any(String) } });
  });

  it('is a column of the administrators’ CSV, after the spec’s drop columns', () => {
    expect(productExportFields).toEqual([
      '_id',
      'name',
      'brandName',
      'category',
      'status',
      'badge',
      'selling',
      'price',
      'rrp',
      'quantity',
      'launchDate',
      'sku',
      'sellerId',
      'createdAt',
      'updatedAt',
    ]);
  });
});
