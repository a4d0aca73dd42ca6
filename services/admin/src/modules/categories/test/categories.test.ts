import { adminMessages, adminServerMessages, serverMessages } from '@drops/contracts';
import { newId } from '@drops/db';
import { adminForTests } from '../../../../test/helpers';

const context = adminForTests();

const request = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  context.app.inject({
    method,
    url,
    headers: context.adminHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

async function createCategory(name: string) {
  const response = await request('POST', '/admin/categories', { name });
  expect(response.statusCode).toBe(201);
  return response.json().data as { _id: string; name: string };
}

describe('categories', () => {
  beforeEach(async () => {
    await context.database.knex('categories').delete();
  });

  it('creates a category with a trimmed name', async () => {
    const response = await request('POST', '/admin/categories', { name: '  Streetwear  ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      success: true,
      message: adminMessages.categoryCreated,
      data: {
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'Streetwear',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    });
  });

  it.each([[{}], [{ name: '' }], [{ name: '   ' }], [{ name: null }], [{ name: 7 }]])(
    'requires a name: %j',
    async (payload) => {
      const response = await request('POST', '/admin/categories', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: serverMessages.categoryNameRequired,
        errors: { name: serverMessages.categoryNameRequired },
      });
    },
  );

  it('limits the name to 100 characters after trimming', async () => {
    expect(
      (await request('POST', '/admin/categories', { name: ` ${'a'.repeat(100)} ` })).statusCode,
    ).toBe(201);
    for (const name of ['b'.repeat(101), 'c'.repeat(100_000)]) {
      const response = await request('POST', '/admin/categories', { name });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ name: adminServerMessages.categoryNameTooLong });
    }
  });

  it('refuses a duplicate name without regard to case', async () => {
    await createCategory('Vintage');
    for (const name of ['Vintage', ' vintage ', 'VINTAGE']) {
      const response = await request('POST', '/admin/categories', { name });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.categoryNameTaken,
        errors: { name: serverMessages.categoryNameTaken },
      });
    }
  });

  it('refuses unknown fields', async () => {
    const response = await request('POST', '/admin/categories', { name: 'Ok', extra: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ extra: serverMessages.unknownField });
  });

  it('renames a category, trims, keeps an unchanged name and refuses another one’s name', async () => {
    const shoes = await createCategory('Shoes');
    await createCategory('Bags');

    const renamed = await request('PUT', `/admin/categories/${shoes._id}`, { name: ' Sneakers ' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      success: true,
      message: adminMessages.categoryUpdated,
      data: { _id: shoes._id, name: 'Sneakers' },
    });

    const unchanged = await request('PUT', `/admin/categories/${shoes._id}`, { name: 'Sneakers' });
    expect(unchanged.statusCode).toBe(200);
    const recased = await request('PUT', `/admin/categories/${shoes._id}`, { name: 'SNEAKERS' });
    expect(recased.json().data.name).toBe('SNEAKERS');

    const clash = await request('PUT', `/admin/categories/${shoes._id}`, { name: 'bags' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ name: serverMessages.categoryNameTaken });

    const blank = await request('PUT', `/admin/categories/${shoes._id}`, { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual({ name: serverMessages.categoryNameRequired });
  });

  it('deletes a category', async () => {
    const category = await createCategory('Temporary');
    const response = await request('DELETE', `/admin/categories/${category._id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: adminMessages.categoryDeleted,
      data: { _id: category._id },
    });
    expect((await request('DELETE', `/admin/categories/${category._id}`)).statusCode).toBe(404);
  });

  it('answers 404 for unknown ids, well-formed or not', async () => {
    for (const id of [newId(), 'nope', "1' OR '1'='1"]) {
      const url = `/admin/categories/${encodeURIComponent(id)}`;
      for (const response of [
        await request('PUT', url, { name: 'Anything' }),
        await request('DELETE', url),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({
          success: false,
          error: adminServerMessages.categoryNotFound,
        });
      }
    }
  });

  describe('list', () => {
    beforeEach(async () => {
      const now = Date.now();
      await context.database.knex('categories').insert(
        Array.from({ length: 25 }, (_, index) => {
          const name = `Category ${String(index + 1).padStart(2, '0')}`;
          return {
            id: newId(),
            name,
            name_key: name.toLowerCase(),
            created_at: now + index,
            updated_at: now + index,
          };
        }),
      );
      await context.database.knex('categories').insert({
        id: newId(),
        name: '100%_off',
        name_key: '100%_off',
        created_at: now,
        updated_at: now,
      });
    });

    it('pages by 20 in name order', async () => {
      const first = await request('GET', '/admin/categories');
      expect(first.statusCode).toBe(200);
      const body = first.json();
      expect(body.pagination).toEqual({ page: 1, limit: 20, total: 26, pages: 2 });
      expect(body.data).toHaveLength(20);
      expect(body.data[0].name).toBe('100%_off');
      expect(body.data[1].name).toBe('Category 01');

      const second = (await request('GET', '/admin/categories?page=2')).json();
      expect(second.data.map((category: { name: string }) => category.name)).toEqual([
        'Category 20',
        'Category 21',
        'Category 22',
        'Category 23',
        'Category 24',
        'Category 25',
      ]);
      const small = (await request('GET', '/admin/categories?page=2&limit=5')).json();
      expect(small.pagination).toEqual({ page: 2, limit: 5, total: 26, pages: 6 });
      expect(small.data[0].name).toBe('Category 05');
    });

    it('searches by name, trimmed and without regard to case, wildcards taken literally', async () => {
      const found = (await request('GET', '/admin/categories?search=%20CATEGORY%201%20')).json();
      expect(found.pagination.total).toBe(10);
      const literal = (
        await request('GET', `/admin/categories?search=${encodeURIComponent('%_')}`)
      ).json();
      expect(literal.data.map((category: { name: string }) => category.name)).toEqual(['100%_off']);
      const underscore = (await request('GET', '/admin/categories?search=_')).json();
      expect(underscore.pagination.total).toBe(1);
      const injection = await request(
        'GET',
        `/admin/categories?search=${encodeURIComponent("' OR 1=1 --")}`,
      );
      expect(injection.statusCode).toBe(200);
      expect(injection.json().data).toEqual([]);
      const blank = (await request('GET', '/admin/categories?search=%20%20')).json();
      expect(blank.pagination.total).toBe(26);
    });

    it('checks page and limit bounds', async () => {
      for (const query of ['limit=0', 'limit=101', 'limit=-1', 'page=0', 'page=-1', 'page=abc']) {
        const response = await request('GET', `/admin/categories?${query}`);
        expect(response.statusCode).toBe(400);
        expect(response.json().success).toBe(false);
      }
      const far = (await request('GET', '/admin/categories?page=9999')).json();
      expect(far.data).toEqual([]);
      expect(far.pagination).toEqual({ page: 9999, limit: 20, total: 26, pages: 2 });
      expect((await request('GET', `/admin/categories?search=${'x'.repeat(101)}`)).statusCode).toBe(
        400,
      );
    });
  });
});
