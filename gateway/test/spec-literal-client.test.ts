import {
  adminMessages,
  productMessages,
  sellerMessages,
  validationMessages,
} from '@drops/contracts';
import {
  completeBody,
  createCategory,
  createProduct,
  sellerAndAdmin,
  stackForTests,
  step1Body,
  uploadBody,
} from './fixtures';
import { request, type StackAdmin, type StackSeller } from '../testing/stack';

/**
 * What a client written from the spec alone sends, through the real gateway and services:
 * the habits of ordinary HTTP clients (a JSON content type on every call, a trailing slash)
 * and the field names the spec gives as aliases.
 */
const stack = stackForTests();
let seller: StackSeller;
let admin: StackAdmin;

beforeAll(async () => {
  ({ seller, admin } = await sellerAndAdmin(stack, {
    accountType: 'sell',
    isApproved: true,
  }));
});

/** A client that sets `Content-Type: application/json` on every call, body or not. */
const jsonAlways = { 'content-type': 'application/json' };

describe('a JSON content type without a body', () => {
  test('DELETE /seller/products/{id} deletes the drop', async () => {
    const id = await createProduct(stack, seller.token);
    const response = await request(`${stack.apiUrl}/seller/products/${id}?sellerId=${seller.id}`, {
      method: 'DELETE',
      token: seller.token,
      headers: jsonAlways,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: productMessages.deleted });
  });

  test('POST /admin/sellers/{id}/invite invites the flex seller', async () => {
    const flex = await stack.insertSeller({ accountType: 'flex' });
    const response = await request(`${stack.apiUrl}/admin/sellers/${flex}/invite`, {
      method: 'POST',
      token: admin.token,
      headers: jsonAlways,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: adminMessages.invitationSent,
      data: { invitation: 'invited' },
    });
  });

  test('DELETE /admin/categories/{id} deletes the category', async () => {
    const id = await createCategory(stack, admin.token);
    const response = await request(`${stack.apiUrl}/admin/categories/${id}`, {
      method: 'DELETE',
      token: admin.token,
      headers: jsonAlways,
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: adminMessages.categoryDeleted });
  });

  test('GET /seller/products still lists', async () => {
    const response = await request(`${stack.apiUrl}/seller/products?limit=100`, {
      token: seller.token,
      headers: jsonAlways,
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
  });
});

describe('a trailing slash', () => {
  test('POST /seller/register/step1/ validates step 1', async () => {
    const response = await request(`${stack.apiUrl}/seller/register/step1/`, {
      method: 'POST',
      body: step1Body(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: sellerMessages.step1Completed });
  });

  test('POST /seller/login/ signs in', async () => {
    const response = await request(`${stack.apiUrl}/seller/login/`, {
      method: 'POST',
      body: { email: seller.email, password: seller.password },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, data: { seller: { _id: seller.id } } });
  });

  test('GET /seller/products/ and /admin/sellers/ list', async () => {
    const [drops, sellers] = await Promise.all([
      request(`${stack.apiUrl}/seller/products/?limit=100`, { token: seller.token }),
      request(`${stack.apiUrl}/admin/sellers/?page=1`, { token: admin.token }),
    ]);
    expect(drops.status).toBe(200);
    expect(sellers.status).toBe(200);
    expect(sellers.body.pagination).toMatchObject({ page: 1, limit: 10 });
  });

  test('POST /s3/seller/profile-image-upload/ and /auth/login/ answer as without it', async () => {
    const [upload, login] = await Promise.all([
      request(`${stack.apiUrl}/s3/seller/profile-image-upload/`, {
        method: 'POST',
        body: uploadBody(),
      }),
      request(`${stack.apiUrl}/auth/login/`, {
        method: 'POST',
        body: { email: admin.email, password: admin.password },
      }),
    ]);
    expect(upload.status).toBe(200);
    expect(upload.body.key).toMatch(/^seller-profiles\//);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, user: { permissions: { admin: true } } });
  });

  test('POST /seller/register/complete/ signs a flex seller up', async () => {
    const response = await request(`${stack.apiUrl}/seller/register/complete/`, {
      method: 'POST',
      body: completeBody(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, autoLogin: true });
  });
});

describe('the field names the spec gives as aliases', () => {
  test('sign-up step 1 takes `roles` for `role`', async () => {
    const { role, ...body } = step1Body();
    const response = await request(`${stack.apiUrl}/seller/register/step1`, {
      method: 'POST',
      body: { ...body, roles: role },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, message: sellerMessages.step1Completed });
  });

  test('sign-up step 1 still checks the roles sent as `roles`', async () => {
    const { role: _role, ...body } = step1Body();
    const response = await request(`${stack.apiUrl}/seller/register/step1`, {
      method: 'POST',
      body: { ...body, roles: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(validationMessages.roleRequired);
  });

  test('sign-up step 2 takes `shortBio` and `workLink` for `bio` and `portfolioLink`', async () => {
    const response = await request(`${stack.apiUrl}/seller/register/step2`, {
      method: 'POST',
      body: {
        profileImage: 'seller-profiles/pending/avatar.png',
        country: 'GB',
        shortBio: 'Small runs of printed things.',
        workLink: 'https://example.com/work',
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.success).toBe(true);
  });

  test('sign-up completion keeps what arrived under `roles`, `shortBio` and `workLink`', async () => {
    const { role, bio, ...body } = completeBody();
    const response = await request(`${stack.apiUrl}/seller/register/complete`, {
      method: 'POST',
      body: { ...body, roles: role, shortBio: bio, workLink: 'https://example.com/work' },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toMatchObject({
      seller: { role, roles: role, bio, portfolioLink: 'https://example.com/work' },
    });
  });

  test('PUT /seller/{id} takes `shortBio` and `workLink`', async () => {
    const response = await request(`${stack.apiUrl}/seller/${seller.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { shortBio: 'A new bio.', workLink: 'https://example.com/new' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: sellerMessages.profileEdited,
      data: { bio: 'A new bio.', portfolioLink: 'https://example.com/new' },
    });
  });

  test('PUT /seller/{id} checks a `shortBio` by the Short Bio rules', async () => {
    const response = await request(`${stack.apiUrl}/seller/${seller.id}`, {
      method: 'PUT',
      token: seller.token,
      body: { shortBio: 'x'.repeat(241) },
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toBe(validationMessages.shortBioTooLong);
  });
});

describe('answers a client reads or sends back as they are', () => {
  test('PUT /seller/products/{id} takes back the drop GET answered, read-only fields and all', async () => {
    const id = await createProduct(stack, seller.token);
    const read = await request(`${stack.apiUrl}/seller/products/${id}?sellerId=${seller.id}`, {
      token: seller.token,
    });
    const drop = read.body.data as Record<string, unknown>;
    expect(drop).toHaveProperty('_id', id);
    const response = await request(`${stack.apiUrl}/seller/products/${id}`, {
      method: 'PUT',
      token: seller.token,
      body: { ...drop, name: 'Renamed drop', sellerId: seller.id },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: productMessages.changesSaved,
      data: { _id: id, name: 'Renamed drop', createdAt: drop.createdAt },
    });
  });

  test('GET /admin/sellers/{id} also carries the seller as data.seller beside stats and products', async () => {
    const response = await request(`${stack.apiUrl}/admin/sellers/${seller.id}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
    const data = response.body.data as Record<string, unknown>;
    expect(data).toMatchObject({
      _id: seller.id,
      seller: { _id: seller.id, username: seller.username, email: seller.email },
      stats: { totalProducts: expect.any(Number), publishedProducts: expect.any(Number) },
      products: expect.any(Array),
    });
    expect(data.seller).not.toHaveProperty('stats');
  });

  test('GET /admin/sellers takes its filters in any letter case, and blank as all', async () => {
    const [capitalised, blank, all] = await Promise.all([
      request(`${stack.apiUrl}/admin/sellers?status=Approved&accountType=Sell&limit=100`, {
        token: admin.token,
      }),
      request(`${stack.apiUrl}/admin/sellers?status=&accountType=&limit=100`, {
        token: admin.token,
      }),
      request(`${stack.apiUrl}/admin/sellers?status=all&accountType=all&limit=100`, {
        token: admin.token,
      }),
    ]);
    expect(capitalised.status).toBe(200);
    const listed = capitalised.body.data as { _id: string; accountType: string }[];
    expect(listed.map((item) => item._id)).toContain(seller.id);
    expect(listed.every((item) => item.accountType === 'sell')).toBe(true);
    expect(blank.status).toBe(200);
    expect(blank.body.pagination).toEqual(all.body.pagination);
  });

  test('GET /admin/sellers still refuses a status the spec does not list', async () => {
    const response = await request(`${stack.apiUrl}/admin/sellers?status=archived`, {
      token: admin.token,
    });
    expect(response.status).toBe(400);
    expect(response.body.errors).toHaveProperty('status');
  });
});
