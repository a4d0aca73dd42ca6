import {
  adminMessages,
  reviewMessages,
  reviewReasons,
  serverMessages,
  type Notification,
} from '@drops/contracts';
import { badgeNewDrop, eventually, request } from '../testing/stack';
import { decideOnSeller, stackForTests } from './fixtures';

/**
 * Issue 16 across the services, through the real gateway: an administrator's reasons reach the
 * seller (the sign-in refusal, `GET /seller/{id}`, a notification), and a paused drop reads as
 * Draft with why, cannot be republished by its seller, and comes back when restored.
 */
const stack = stackForTests();

const notificationsOf = async (token: string) =>
  (await request(`${stack.apiUrl}/seller/notifications`, { token })).body as {
    data: Notification[];
    unread: number;
    pagination: Record<string, number>;
  };

/** Events travel at least once and soon; a notification is looked for for up to 3 s. */
const notificationOfType = (token: string, type: string): Promise<Notification> =>
  eventually(
    `a ${type} notification`,
    async () => (await notificationsOf(token)).data.find((item) => item.type === type),
    3_000,
  );

describe('a rejection with a reason, through the gateway', () => {
  it('the seller is refused at sign-in with the reason, reads it in its record and is notified', async () => {
    const seller = await stack.createSeller({ accountType: 'flex' });
    const admin = await stack.createAdmin();
    const rejected = await decideOnSeller(stack.apiUrl, admin.token, seller.id, {
      isApproved: false,
      isActive: false,
      reason: 'unverifiable_work_link',
      note: 'The portfolio link does not open.',
    });
    expect(rejected).toMatchObject({
      status: 200,
      body: { success: true, message: adminMessages.sellerRejected },
    });

    const review = {
      status: 'rejected',
      reason: 'unverifiable_work_link',
      reasonText: reviewReasons.unverifiable_work_link,
      note: 'The portfolio link does not open.',
      decidedAt: expect.any(String),
    };
    const signIn = await request(`${stack.apiUrl}/seller/login`, {
      method: 'POST',
      body: { email: seller.email, password: seller.password },
    });
    expect(signIn.status).toBe(403);
    expect(signIn.body).toMatchObject({
      success: false,
      error: serverMessages.accountRejected,
      review,
    });

    const record = await request(`${stack.apiUrl}/seller/${seller.id}`, { token: seller.token });
    expect(record).toMatchObject({ status: 200, body: { data: { _id: seller.id, review } } });

    const notification = await notificationOfType(seller.token, 'seller.rejected');
    expect(notification.body).toBe(
      `Your account was not approved. Reason: ${reviewReasons.unverifiable_work_link}. Note: The portfolio link does not open.`,
    );
    const listed = await notificationsOf(seller.token);
    expect(listed).toMatchObject({
      unread: 1,
      pagination: { page: 1, limit: 20, total: 1, pages: 1 },
    });

    const read = await request(`${stack.apiUrl}/seller/notifications/${notification._id}/read`, {
      method: 'PUT',
      token: seller.token,
    });
    expect(read).toMatchObject({ status: 200, body: { unread: 0 } });
    const all = await request(`${stack.apiUrl}/seller/notifications/read-all`, {
      method: 'PUT',
      token: seller.token,
    });
    expect(all).toMatchObject({ status: 200, body: { success: true, unread: 0 } });
    expect((await request(`${stack.apiUrl}/seller/notifications`)).status).toBe(401);
  });
});

describe('a paused drop, through the gateway', () => {
  it('reads Draft with why, cannot be republished, notifies, and is published again once restored', async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    const admin = await stack.createAdmin();
    const created = await request(`${stack.apiUrl}/seller/products`, {
      method: 'POST',
      token: seller.token,
      body: {
        name: 'Harbour Lamp',
        description: 'Blown glass, a run of twenty.',
        category: 'art',
        visuals: [{ type: 'image', url: 'https://images.example.com/lamp.png' }],
        purchaseUrl: 'https://shop.example.com/lamp',
        launchDate: new Date(Date.now() - 86_400_000).toISOString(),
        status: 'Published',
      },
    });
    expect(created.status).toBe(201);
    const id = (created.body.data as { _id: string })._id;
    const statusUrl = `${stack.apiUrl}/admin/products/${id}/status`;

    const paused = await request(statusUrl, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'paused', reason: 'misleading_listing', note: 'Photos show another lamp.' },
    });
    expect(paused).toMatchObject({
      status: 200,
      body: { message: reviewMessages.dropPausedMessage, data: { status: 'paused' } },
    });

    const drop = await request(`${stack.apiUrl}/seller/products/${id}`, { token: seller.token });
    expect(drop.body.data).toMatchObject({
      status: 'Draft',
      selling: false,
      moderation: {
        status: 'paused',
        reason: 'misleading_listing',
        reasonText: reviewReasons.misleading_listing,
        note: 'Photos show another lamp.',
        decidedAt: expect.any(String),
      },
    });

    const republish = await request(`${stack.apiUrl}/seller/products/${id}/status`, {
      method: 'PUT',
      token: seller.token,
      body: { status: 'Published' },
    });
    expect(republish).toMatchObject({
      status: 409,
      body: {
        success: false,
        error: reviewMessages.dropPaused,
        errors: { status: reviewMessages.dropPaused },
      },
    });

    const notification = await notificationOfType(seller.token, 'drop.paused');
    expect(notification).toMatchObject({
      link: `/add-product/${id}`,
      body: `"Harbour Lamp" was paused by an administrator and shows as Draft until it is restored. Reason: ${reviewReasons.misleading_listing}. Note: Photos show another lamp.`,
    });

    const restored = await request(statusUrl, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'published' },
    });
    expect(restored).toMatchObject({
      status: 200,
      body: { message: reviewMessages.dropRestoredMessage, data: { status: 'published' } },
    });
    const again = await request(`${stack.apiUrl}/seller/products/${id}`, { token: seller.token });
    expect(again.body.data).toMatchObject({ status: 'Published', selling: true });
    expect((again.body.data as Record<string, unknown>).moderation).toBeUndefined();
    await notificationOfType(seller.token, 'drop.restored');

    const twice = await request(statusUrl, {
      method: 'PUT',
      token: admin.token,
      body: { status: 'published' },
    });
    expect(twice).toMatchObject({
      status: 409,
      body: { error: reviewMessages.restoreOnlyPaused },
    });
  });

  it('a badge granted reaches the seller as a notification', async () => {
    const seller = await stack.createSeller({ accountType: 'flex' });
    const admin = await stack.createAdmin();
    const { id } = await badgeNewDrop(stack, seller, admin, 'Badge me');
    const notification = await notificationOfType(seller.token, 'drop.badged');
    expect(notification).toMatchObject({ link: `/add-product/${id}` });
  });
});
