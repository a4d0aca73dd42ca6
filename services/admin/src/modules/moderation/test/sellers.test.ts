import { adminMessages, adminServerMessages, type Seller } from '@drops/contracts';
import { newId } from '@drops/db';
import { insertProduct, insertSeller, type SellerFixture } from '../../../../test/fixtures';
import { adminForTests } from '../../../../test/helpers';

const context = adminForTests();

type State = 'pending' | 'approved' | 'rejected';
interface Fixture extends SellerFixture {
  state: State;
  createdAt: number;
}

const base = Date.UTC(2025, 0, 1);
const fixtures: Fixture[] = Array.from({ length: 30 }, (_, index) => {
  const state = (['pending', 'approved', 'rejected'] as const)[index % 3] as State;
  return {
    username: `user${index}`,
    fullName: `Person ${index}`,
    accountType: index % 2 === 0 ? 'flex' : 'sell',
    isApproved: state === 'approved',
    isActive: state !== 'rejected',
    state,
    createdAt: base + index * 1000,
  };
});
fixtures.push({
  username: 'percent_fan',
  fullName: '100% Real_Name',
  email: 'wild%card@example.com',
  accountType: 'sell',
  isApproved: true,
  isActive: true,
  state: 'approved',
  createdAt: base + 100_000,
});

beforeAll(async () => {
  for (const fixture of fixtures) {
    const { state: _state, ...seller } = fixture;
    await insertSeller(context.database.knex, seller);
  }
});

const get = (url: string) => context.app.inject({ url, headers: context.adminHeaders });
const send = (method: 'PUT' | 'POST', url: string, payload?: unknown) =>
  context.app.inject({
    method,
    url,
    headers: context.adminHeaders,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

function expectedUsernames(filter: { status?: State; accountType?: string; search?: string }) {
  const term = filter.search?.trim().toLowerCase();
  return fixtures
    .filter((fixture) => !filter.status || fixture.state === filter.status)
    .filter((fixture) => !filter.accountType || fixture.accountType === filter.accountType)
    .filter(
      (fixture) =>
        !term ||
        [fixture.username, fixture.email ?? `${fixture.username}@example.com`, fixture.fullName]
          .join('\n')
          .toLowerCase()
          .split('\n')
          .some((field) => field.includes(term)),
    )
    .sort((a, b) => b.createdAt - a.createdAt)
    .map((fixture) => fixture.username);
}

describe('GET /admin/sellers', () => {
  it('lists ten sellers per page, newest first, with the pagination block', async () => {
    const response = await get('/admin/sellers');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 31, pages: 4 });
    expect(body.data.map((seller: Seller) => seller.username)).toEqual(
      expectedUsernames({}).slice(0, 10),
    );
    const seller = body.data[1] as Seller & { password?: string; passwordHash?: string };
    expect(seller).toMatchObject({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      username: 'user29',
      email: 'user29@example.com',
      fullName: 'Person 29',
      accountType: 'sell',
      isApproved: false,
      isActive: false,
      role: ['creator'],
      roles: ['creator'],
    });
    expect(JSON.stringify(body)).not.toMatch(/password|scrypt/i);
  });

  it('pages through 25 rows: page 2, the last page and past the end', async () => {
    const all = expectedUsernames({});
    const second = (await get('/admin/sellers?page=2')).json();
    expect(second.data.map((seller: Seller) => seller.username)).toEqual(all.slice(10, 20));
    const last = (await get('/admin/sellers?page=4')).json();
    expect(last.data.map((seller: Seller) => seller.username)).toEqual(all.slice(30));
    const custom = (await get('/admin/sellers?page=3&limit=7')).json();
    expect(custom.pagination).toEqual({ page: 3, limit: 7, total: 31, pages: 5 });
    expect(custom.data.map((seller: Seller) => seller.username)).toEqual(all.slice(14, 21));
    const far = (await get('/admin/sellers?page=99999')).json();
    expect(far).toEqual({
      success: true,
      data: [],
      pagination: { page: 99999, limit: 10, total: 31, pages: 4 },
    });
  });

  const statuses = ['all', 'pending', 'approved', 'rejected'] as const;
  const accountTypes = ['all', 'flex', 'sell'] as const;
  const searches = [undefined, 'user1', '  PERSON 2  ', 'example.com', 'nobody'];
  const matrix = statuses.flatMap((status) =>
    accountTypes.flatMap((accountType) =>
      searches.map((search) => [status, accountType, search] as const),
    ),
  );

  it.each(matrix)(
    'filters status=%s accountType=%s search=%j',
    async (status, accountType, search) => {
      const query = new URLSearchParams({ status, accountType, limit: '100' });
      if (search !== undefined) query.set('search', search);
      const body = (await get(`/admin/sellers?${query}`)).json();
      const expected = expectedUsernames({
        status: status === 'all' ? undefined : status,
        accountType: accountType === 'all' ? undefined : accountType,
        search,
      });
      expect(body.data.map((seller: Seller) => seller.username)).toEqual(expected);
      expect(body.pagination.total).toBe(expected.length);
    },
  );

  it('derives each status from isActive and isApproved', async () => {
    const rejected = (await get('/admin/sellers?status=rejected&limit=100')).json()
      .data as Seller[];
    expect(rejected.every((seller) => !seller.isActive)).toBe(true);
    const approved = (await get('/admin/sellers?status=approved&limit=100')).json()
      .data as Seller[];
    expect(approved.every((seller) => seller.isActive && seller.isApproved)).toBe(true);
    const pending = (await get('/admin/sellers?status=pending&limit=100')).json().data as Seller[];
    expect(pending.every((seller) => seller.isActive && !seller.isApproved)).toBe(true);
    expect(rejected.length + approved.length + pending.length).toBe(31);
  });

  it('takes wildcards and SQL in the search literally', async () => {
    for (const [search, expected] of [
      ['%', ['percent_fan']],
      ['_', ['percent_fan']],
      ['%_', []],
      ['d%c', ['percent_fan']],
      ['100% real_', ['percent_fan']],
      ["' OR 1=1 --", []],
      ['"; DROP TABLE sellers; --', []],
      ['\\', []],
    ] as const) {
      const response = await get(`/admin/sellers?search=${encodeURIComponent(search)}&limit=100`);
      expect(response.statusCode).toBe(200);
      const usernames = response.json().data.map((seller: Seller) => seller.username);
      expect({ search, usernames }).toEqual({ search, usernames: expected });
    }
    expect((await get('/admin/sellers')).json().pagination.total).toBe(31);
  });

  it('refuses out-of-range paging and unknown filter values with 400', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=-1',
      'limit=abc',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=100001',
      'status=unknown',
      'accountType=admin',
      `search=${'x'.repeat(101)}`,
    ]) {
      const response = await get(`/admin/sellers?${query}`);
      expect({ query, status: response.statusCode }).toEqual({ query, status: 400 });
      expect(response.json().success).toBe(false);
    }
    expect((await get('/admin/sellers?limit=100')).statusCode).toBe(200);
    expect((await get('/admin/sellers?limit=1')).json().data).toHaveLength(1);
    expect((await get('/admin/sellers?unknown=1')).statusCode).toBe(200);
  });
});

describe('GET /admin/sellers/:id', () => {
  it('answers the seller with stats and the five newest products', async () => {
    const db = context.database.knex;
    const sellerId = await insertSeller(db, {
      username: 'detailed',
      accountType: 'sell',
      isApproved: true,
      followersCount: 12,
      sales: 3,
      createdAt: base - 1_000_000,
    });
    const statuses = [
      'published',
      'draft',
      'published',
      'paused',
      'published',
      'draft',
      'published',
    ];
    for (const [index, status] of statuses.entries())
      await insertProduct(db, sellerId, { name: `Drop ${index}`, status, createdAt: base + index });

    const response = await get(`/admin/sellers/${sellerId}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.data).toMatchObject({
      _id: sellerId,
      username: 'detailed',
      stats: { totalProducts: 7, publishedProducts: 4, followersCount: 12, sales: 3 },
    });
    expect(body.data.products.map((product: { name: string }) => product.name)).toEqual([
      'Drop 6',
      'Drop 5',
      'Drop 4',
      'Drop 3',
      'Drop 2',
    ]);
    expect(body.data.products[0]).toMatchObject({
      status: 'published',
      badge: false,
      sellerId,
      seller: {
        _id: sellerId,
        username: 'detailed',
        email: 'detailed@example.com',
        profileImage: 'seller-profiles/avatar.png',
        accountType: 'sell',
      },
    });
  });

  it('answers zero stats and no products for a seller without drops', async () => {
    const body = (await get('/admin/sellers?search=user3&limit=1')).json();
    const detail = (await get(`/admin/sellers/${body.data[0]._id}`)).json();
    expect(detail.data.stats).toEqual({
      totalProducts: 0,
      publishedProducts: 0,
      followersCount: 0,
      sales: 0,
    });
    expect(detail.data.products).toEqual([]);
  });

  it('answers 404 "Seller not found" for an unknown id', async () => {
    for (const id of [newId(), 'not-an-id', "1' OR '1'='1"]) {
      const response = await get(`/admin/sellers/${encodeURIComponent(id)}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        success: false,
        error: adminMessages.sellerNotFound,
      });
    }
  });
});

describe('PUT /admin/sellers/:id/approve', () => {
  const approveUrl = (id: string) => `/admin/sellers/${id}/approve`;

  it('approves a flex seller who asked to sell: approved, active and now a sell account', async () => {
    const id = await insertSeller(context.database.knex, {
      username: 'flexapplicant',
      accountType: 'flex',
      isRequestedforSell: true,
    });
    const response = await send('PUT', approveUrl(id), {
      isApproved: true,
      isActive: true,
      accountType: 'sell',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: adminMessages.sellerApproved,
      data: { _id: id, isApproved: true, isActive: true, accountType: 'sell' },
    });
    const detail = (await get(`/admin/sellers/${id}`)).json().data;
    expect(detail).toMatchObject({ isApproved: true, isActive: true, accountType: 'sell' });
  });

  it('makes a flex account sell on approval even without accountType', async () => {
    const id = await insertSeller(context.database.knex, { username: 'flexnotype' });
    const body = (await send('PUT', approveUrl(id), { isApproved: true, isActive: true })).json();
    expect(body.data).toMatchObject({ accountType: 'sell', isApproved: true, isActive: true });
  });

  it('approves a pending sell seller', async () => {
    const id = await insertSeller(context.database.knex, {
      username: 'sellpending',
      accountType: 'sell',
    });
    const body = (await send('PUT', approveUrl(id), { isApproved: true, isActive: true })).json();
    expect(body).toMatchObject({
      message: adminMessages.sellerApproved,
      data: { accountType: 'sell', isApproved: true, isActive: true },
    });
    const approved = (await get('/admin/sellers?status=approved&search=sellpending')).json();
    expect(approved.pagination.total).toBe(1);
  });

  it('rejects a seller: neither approved nor active, account type kept', async () => {
    const id = await insertSeller(context.database.knex, {
      username: 'toreject',
      accountType: 'flex',
      isRequestedforSell: true,
    });
    const response = await send('PUT', approveUrl(id), { isApproved: false, isActive: false });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: adminMessages.sellerRejected,
      data: { _id: id, isApproved: false, isActive: false, accountType: 'flex' },
    });
    const rejected = (await get('/admin/sellers?status=rejected&search=toreject')).json();
    expect(rejected.pagination.total).toBe(1);
  });

  it('refuses mixed flags, an approved flex account and bad bodies with 400', async () => {
    const id = await insertSeller(context.database.knex, { username: 'badbodies' });
    for (const payload of [
      { isApproved: true, isActive: false },
      { isApproved: false, isActive: true },
    ]) {
      const response = await send('PUT', approveUrl(id), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: adminServerMessages.approvalCombination,
        errors: { isApproved: adminServerMessages.approvalCombination },
      });
    }
    const flex = await send('PUT', approveUrl(id), {
      isApproved: true,
      isActive: true,
      accountType: 'flex',
    });
    expect(flex.statusCode).toBe(400);
    expect(flex.json().errors).toEqual({ accountType: adminServerMessages.approvedAccountIsSell });
    for (const payload of [
      {},
      { isApproved: true },
      { isApproved: 'true', isActive: 'true' },
      { isApproved: 1, isActive: 1 },
      { isApproved: true, isActive: true, accountType: 'admin' },
      { isApproved: true, isActive: true, isAdmin: true },
      [],
    ]) {
      const response = await send('PUT', approveUrl(id), payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
    const malformed = await context.app.inject({
      method: 'PUT',
      url: approveUrl(id),
      headers: { ...context.adminHeaders, 'content-type': 'application/json' },
      payload: '{"isApproved": tru',
    });
    expect(malformed.statusCode).toBe(400);
    const unchanged = (await get(`/admin/sellers/${id}`)).json().data;
    expect(unchanged).toMatchObject({ isApproved: false, isActive: true, accountType: 'flex' });
  });

  it('answers 404 "Seller not found" for an unknown id', async () => {
    const response = await send('PUT', approveUrl(newId()), { isApproved: true, isActive: true });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, error: adminMessages.sellerNotFound });
  });
});

describe('POST /admin/sellers/:id/invite', () => {
  const inviteUrl = (id: string) => `/admin/sellers/${id}/invite`;

  it('invites a flex seller once', async () => {
    const id = await insertSeller(context.database.knex, { username: 'invitee' });
    const response = await send('POST', inviteUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: adminMessages.invitationSent,
      data: { _id: id, invitation: 'invited', accountType: 'flex' },
    });
    const again = await send('POST', inviteUrl(id));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      error: adminServerMessages.alreadyInvited,
    });
  });

  it('invites a flex seller again after a declined invitation', async () => {
    const id = await insertSeller(context.database.knex, {
      username: 'decliner',
      invitation: 'rejected',
    });
    const response = await send('POST', inviteUrl(id));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.invitation).toBe('invited');
  });

  it('refuses to invite a sell account', async () => {
    const id = await insertSeller(context.database.knex, {
      username: 'alreadyseller',
      accountType: 'sell',
      isApproved: true,
    });
    const response = await send('POST', inviteUrl(id));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      error: adminServerMessages.inviteOnlyFlex,
    });
    expect((await get(`/admin/sellers/${id}`)).json().data.invitation).toBeNull();
  });

  it('answers 404 "Seller not found" for an unknown id', async () => {
    const response = await send('POST', inviteUrl(newId()));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe(adminMessages.sellerNotFound);
  });

  it('ignores a body it does not need', async () => {
    const id = await insertSeller(context.database.knex, { username: 'withbody' });
    const response = await send('POST', inviteUrl(id), {});
    expect(response.statusCode).toBe(200);
  });
});
