import { adminMessages, sellerMessages, serverMessages } from '@drops/contracts';
import { newId, toJson } from '@drops/db';
import { decideOnSeller, stackForTests, uploadBody } from './fixtures';
import { request, type StackAdmin } from '../testing/stack';

/**
 * A token outlives the decision that should end it: the seller rejected or deleted, the
 * administrator removed or stripped of the admin flag. Every call it still carries must be
 * refused, through the real gateway in front of the real services.
 */
const stack = stackForTests();

const uploadProductImage = (token: string, form?: FormData) =>
  form
    ? fetch(`${stack.apiUrl}/s3/product-image-upload`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      }).then(async (response) => ({ status: response.status, body: await response.json() }))
    : request(`${stack.apiUrl}/s3/product-image-upload`, {
        method: 'POST',
        token,
        body: uploadBody(),
      });

function pictureForm(): FormData {
  const { fileData } = uploadBody();
  const form = new FormData();
  form.append('file', new Blob([Buffer.from(fileData, 'base64')], { type: 'image/png' }), 'a.png');
  return form;
}

describe('a seller token after the account changed', () => {
  it('uploads product images only while the seller is active', async () => {
    const seller = await stack.createSeller();
    expect((await uploadProductImage(seller.token)).status).toBe(200);

    const admin = await stack.createAdmin();
    const rejected = await decideOnSeller(stack.apiUrl, admin.token, seller.id, {
      isApproved: false,
      isActive: false,
    });
    expect(rejected.status).toBe(200);

    const refusal = {
      success: false,
      error: serverMessages.accountRejected,
      code: 'FORBIDDEN',
    };
    const json = await uploadProductImage(seller.token);
    expect(json).toMatchObject({ status: 403, body: refusal });
    const multipart = await uploadProductImage(seller.token, pictureForm());
    expect(multipart).toMatchObject({ status: 403, body: refusal });
    // The same refusal as every other drop call of that seller.
    const list = await request(`${stack.apiUrl}/seller/products`, { token: seller.token });
    expect(list).toMatchObject({ status: 403, body: refusal });
  });

  it('uploads nothing for a seller who does not exist (a token outliving its account)', async () => {
    // The seller service owns `sellers` and deletes no one: a token whose subject it does not
    // know stands for a seller who is gone.
    const seller = { token: stack.signToken('seller', newId()) };

    const refusal = { success: false, error: sellerMessages.mustBeLoggedIn };
    expect(await uploadProductImage(seller.token)).toMatchObject({ status: 401, body: refusal });
    expect(await uploadProductImage(seller.token, pictureForm())).toMatchObject({
      status: 401,
      body: refusal,
    });
  });
});

describe('an administrator token after the account changed', () => {
  const adminCalls = (admin: StackAdmin, sellerId: string) => [
    () => request(`${stack.apiUrl}/admin/sellers`, { token: admin.token }),
    () => request(`${stack.apiUrl}/admin/sellers/${sellerId}`, { token: admin.token }),
    () =>
      request(`${stack.apiUrl}/admin/sellers/${sellerId}/approve`, {
        method: 'PUT',
        token: admin.token,
        body: { isApproved: true, isActive: true },
      }),
    () =>
      request(`${stack.apiUrl}/admin/sellers/${sellerId}/invite`, {
        method: 'POST',
        token: admin.token,
      }),
    () => request(`${stack.apiUrl}/admin/products`, { token: admin.token }),
    () => request(`${stack.apiUrl}/admin/categories`, { token: admin.token }),
    () =>
      request(`${stack.apiUrl}/admin/categories`, {
        method: 'POST',
        token: admin.token,
        body: { name: `Revoked ${sellerId}` },
      }),
  ];

  it('acts while the administrator holds the admin flag', async () => {
    const admin = await stack.createAdmin();
    const sellerId = await stack.insertSeller();
    const response = await request(`${stack.apiUrl}/admin/sellers/${sellerId}`, {
      token: admin.token,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    {
      change: 'the administrator is removed',
      status: 401,
      revoke: (id: string) => stack.knex('admin_users').where({ id }).delete(),
    },
    {
      change: 'the admin flag is taken away',
      status: 403,
      revoke: (id: string) =>
        stack
          .knex('admin_users')
          .where({ id })
          .update({ permissions: toJson({ admin: false }) }),
    },
  ])('is refused everywhere once $change', async ({ status, revoke }) => {
    const admin = await stack.createAdmin();
    const sellerId = await stack.insertSeller();
    await revoke(admin.id);

    for (const call of adminCalls(admin, sellerId)) {
      const response = await call();
      expect(response).toMatchObject({
        status,
        body: { success: false, error: adminMessages.accessDenied },
      });
    }
    expect(await stack.knex('sellers').where({ id: sellerId }).first()).toMatchObject({
      account_type: 'flex',
      invitation: null,
    });
  });
});
