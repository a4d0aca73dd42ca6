import { randomUUID } from 'node:crypto';
import {
  notificationTexts,
  reviewMessages,
  reviewReasons,
  serverMessages,
  type Notification,
} from '@drops/contracts';
import { newId } from '@drops/db';
import {
  bearer,
  decide,
  deliverEvents,
  logIn,
  password,
  serviceForTests,
  signUp,
} from '../../../../test/helpers';

/**
 * Issue 16 in the seller service: the decision on an account (reason, note, time) as the seller
 * reads it at sign-in and in `GET /seller/{id}`, and the seller's notifications, made once from
 * each event (its own, and the catalog's drop events).
 */
const context = serviceForTests();

const login = (email: string) => logIn(context.app, { email, password });

const getSeller = (id: string, token: string | undefined) =>
  context.app.inject({ method: 'GET', url: `/seller/${id}`, headers: bearer(token) });

const notifications = (token: string | undefined, query = '') =>
  context.app.inject({
    method: 'GET',
    url: `/seller/notifications${query}`,
    headers: bearer(token),
  });

const put = (url: string, token: string | undefined) =>
  context.app.inject({ method: 'PUT', url, headers: bearer(token) });

function dropEvent(type: string, sellerId: string, extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    type,
    entityId: newId(),
    occurredAt: new Date().toISOString(),
    payload: {
      drop: { id: newId(), sellerId, name: 'Velvet Jacket', status: 'paused', badge: false },
      ...extra,
    },
  };
}

describe('the decision on an account', () => {
  it('a rejected seller is refused at sign-in with the spec’s words, and told why', async () => {
    const { seller, body } = await signUp(context.app, { accountType: 'sell' });
    const decided = await decide(context.app, seller._id, {
      approve: false,
      reason: 'unverifiable_work_link',
      note: 'The link answers 404.',
    });
    expect(decided.statusCode).toBe(200);

    const refused = await login(body.email);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      success: false,
      error: serverMessages.accountRejected,
      code: 'ACCOUNT_REJECTED',
      review: {
        status: 'rejected',
        reason: 'unverifiable_work_link',
        reasonText: reviewReasons.unverifiable_work_link,
        note: 'The link answers 404.',
        decidedAt: expect.any(String),
        requestedAt: null,
      },
      // Where to write, as the refusal asks (issue 31 item 5; SUPPORT_EMAIL, this default).
      support: { email: 'support@drops.local' },
      requestId: expect.any(String),
    });
  });

  it('a rejection without a reason is refused as before, with an empty review', async () => {
    const { seller, body } = await signUp(context.app, { accountType: 'sell' });
    expect((await decide(context.app, seller._id, { approve: false })).statusCode).toBe(200);
    const refused = (await login(body.email)).json();
    expect(refused).toMatchObject({
      success: false,
      error: serverMessages.accountRejected,
      review: { status: 'rejected', reason: null, reasonText: null, note: null },
    });
  });

  it('GET /seller/{id} carries the review: none, pending with the date asked, approved', async () => {
    const { seller, token } = await signUp(context.app);
    expect((await getSeller(seller._id, token)).json().data.review).toEqual({
      status: 'none',
      reason: null,
      reasonText: null,
      note: null,
      decidedAt: null,
      requestedAt: null,
    });

    const before = Date.now();
    const asked = await context.app.inject({
      method: 'PUT',
      url: `/seller/${seller._id}`,
      headers: bearer(token),
      payload: { isRequestedforSell: true },
    });
    expect(asked.statusCode).toBe(200);
    const pending = (await getSeller(seller._id, token)).json().data.review;
    expect(pending).toMatchObject({ status: 'pending', decidedAt: null });
    expect(Date.parse(pending.requestedAt)).toBeGreaterThanOrEqual(before - 1000);

    expect(
      (await decide(context.app, seller._id, { approve: true, note: 'Welcome aboard' })).statusCode,
    ).toBe(200);
    const approved = (await getSeller(seller._id, token)).json().data;
    expect(approved).toMatchObject({ accountType: 'sell', isApproved: true });
    expect(approved.review).toMatchObject({
      status: 'approved',
      reason: null,
      note: 'Welcome aboard',
      requestedAt: pending.requestedAt,
    });
    expect(Date.parse(approved.review.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('a sell sign-up waiting for approval reads pending', async () => {
    const { seller } = await signUp(context.app, { accountType: 'sell' });
    const token = context.app.signToken('seller', seller._id);
    expect((await getSeller(seller._id, token)).json().data.review.status).toBe('pending');
  });

  it('refuses an unknown reason and an over-long note, changing nothing', async () => {
    const { seller, body } = await signUp(context.app);
    for (const payload of [
      { approve: false, reason: 'looks_odd' },
      { approve: false, reason: 'other', note: 'x'.repeat(501) },
    ]) {
      const response = await decide(context.app, seller._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect((await login(body.email)).statusCode).toBe(200);
  });
});

describe('notifications', () => {
  it('tells a seller of its approval, rejection (with why), invitation and request to sell', async () => {
    const { seller, token } = await signUp(context.app);
    await context.app.inject({
      method: 'PUT',
      url: `/seller/${seller._id}`,
      headers: bearer(token),
      payload: { isRequestedforSell: true },
    });
    await context.app.inject({
      method: 'POST',
      url: `/internal/sellers/${seller._id}/invite`,
      headers: bearer(context.app.signToken('service', 'admin')),
    });
    await decide(context.app, seller._id, {
      approve: false,
      reason: 'incomplete_profile',
      note: 'Add a bio',
    });

    // The rejection ended the seller's sessions (issue 30): its sign-in token is refused now, and
    // the notifications are read with a token the platform signs itself (no session, 15 minutes).
    expect((await notifications(token)).statusCode).toBe(401);
    const response = await notifications(context.app.signToken('seller', seller._id));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      pagination: { page: 1, limit: 20, total: 3, pages: 1 },
      unread: 3,
    });
    const types = (body.data as Notification[]).map((notification) => notification.type);
    expect(types.sort()).toEqual(['seller.invited', 'seller.rejected', 'seller.sell_requested']);
    const rejected = (body.data as Notification[]).find((item) => item.type === 'seller.rejected');
    expect(rejected).toEqual({
      _id: expect.stringMatching(/^[0-9a-f]{24}$/),
      type: 'seller.rejected',
      title: notificationTexts['seller.rejected'].title,
      body: 'Your account was not approved. Reason: Incomplete profile. Note: Add a bio',
      // A rejected seller cannot open the dashboard: sign-in shows why (issue 31 item 5).
      link: '/signin',
      createdAt: expect.any(String),
      readAt: null,
    });
  });

  it('tells of an approval', async () => {
    const { seller, token } = await signUp(context.app);
    await decide(context.app, seller._id, { approve: true });
    const [first] = (await notifications(token)).json().data as Notification[];
    expect(first).toMatchObject({
      type: 'seller.approved',
      title: notificationTexts['seller.approved'].title,
    });
  });

  it('makes one notification per catalog event, however often it is delivered', async () => {
    const { seller, token } = await signUp(context.app);
    const paused = dropEvent('drop.paused', seller._id, {
      review: { reason: 'prohibited_item', note: null },
    });
    const badged = dropEvent('drop.badged', seller._id);
    const ignored = dropEvent('drop.changed', seller._id);
    const first = await deliverEvents(context.app, [paused, badged, ignored]);
    expect(first.json()).toEqual({ success: true, data: { received: 3, applied: 3 } });
    const again = await deliverEvents(context.app, [paused, badged]);
    expect(again.json()).toEqual({ success: true, data: { received: 2, applied: 0 } });

    const body = (await notifications(token)).json();
    expect(body.pagination.total).toBe(2);
    const byType = new Map((body.data as Notification[]).map((item) => [item.type, item]));
    const drop = paused.payload.drop;
    expect(byType.get('drop.paused')).toMatchObject({
      title: notificationTexts['drop.paused'].title,
      body: '"Velvet Jacket" was paused by an administrator and shows as Draft until it is restored. Reason: Prohibited item.',
      link: `/add-product/${drop.id}`,
    });
    expect(byType.get('drop.badged')).toMatchObject({
      body: '"Velvet Jacket" was given a badge.',
      link: `/add-product/${badged.payload.drop.id}`,
    });
  });

  it('marks the notifications of a drop deleted afterwards, leaving the others (issue 31 item 8)', async () => {
    const { seller, token } = await signUp(context.app);
    const paused = dropEvent('drop.paused', seller._id);
    const other = dropEvent('drop.badged', seller._id);
    const drop = paused.payload.drop;
    const deleted = {
      ...dropEvent('drop.deleted', seller._id),
      payload: { drop: { ...drop, status: 'draft' } },
    };
    const strangers = {
      ...deleted,
      id: randomUUID(),
      payload: { drop: { ...drop, sellerId: newId() } },
    };
    await deliverEvents(context.app, [paused, other]);
    expect((await deliverEvents(context.app, [strangers, deleted, deleted])).json().data).toEqual({
      received: 3,
      applied: 2,
    });
    const body = (await notifications(token)).json();
    // A deletion is no news of its own: the two notifications stay, the paused one marked.
    expect(body.pagination.total).toBe(2);
    const byType = new Map((body.data as Notification[]).map((item) => [item.type, item]));
    expect(byType.get('drop.paused')).toMatchObject({
      link: `/add-product/${drop.id}`,
      dropDeleted: true,
    });
    expect(byType.get('drop.badged')).not.toHaveProperty('dropDeleted');
  });

  it('tells of a phase the clock reached, not of one the seller’s own publish landed in (issue 17)', async () => {
    const { seller, token } = await signUp(context.app);
    const byClock = dropEvent('drop.live', seller._id, { cause: 'schedule' });
    const byPublish = dropEvent('drop.live', seller._id, { cause: 'write' });
    const applied = await deliverEvents(context.app, [byPublish, byClock]);
    expect(applied.json().data).toEqual({ received: 2, applied: 2 });
    const body = (await notifications(token)).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      type: 'drop.live',
      title: notificationTexts['drop.live'].title,
      link: `/add-product/${byClock.payload.drop.id}`,
    });
  });

  it('tells of a webhook endpoint the catalog disabled after 3 days of failures (issue 17)', async () => {
    const { seller, token } = await signUp(context.app);
    const endpointId = newId();
    const disabled = {
      id: randomUUID(),
      type: 'webhook.disabled',
      entityId: endpointId,
      occurredAt: new Date().toISOString(),
      payload: {
        endpoint: { id: endpointId, sellerId: seller._id, url: 'https://hooks.example.com/in' },
      },
    };
    expect((await deliverEvents(context.app, [disabled, disabled])).json().data).toEqual({
      received: 2,
      applied: 1,
    });
    const [notification] = (await notifications(token)).json().data as Notification[];
    expect(notification).toMatchObject({
      type: 'webhook.disabled',
      title: notificationTexts['webhook.disabled'].title,
      body: notificationTexts['webhook.disabled'].body('https://hooks.example.com/in'),
      link: '/integrations',
    });
  });

  it('pages newest first with the list endpoints’ pagination shape', async () => {
    const { seller, token } = await signUp(context.app);
    const events = Array.from({ length: 5 }, (_, index) => ({
      ...dropEvent(index % 2 ? 'drop.badged' : 'drop.unbadged', seller._id),
      occurredAt: new Date(Date.UTC(2026, 0, 1 + index)).toISOString(),
    }));
    await deliverEvents(context.app, events);
    const page2 = (await notifications(token, '?page=2&limit=2')).json();
    expect(page2.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(page2.unread).toBe(5);
    expect((page2.data as Notification[]).map((item) => item.createdAt)).toEqual([
      events[2]?.occurredAt,
      events[1]?.occurredAt,
    ]);
    const beyond = (await notifications(token, '?page=9&limit=2')).json();
    expect(beyond).toMatchObject({ data: [], pagination: { total: 5 } });
  });

  it('marks one read, then all; another seller’s is not found and stays unread', async () => {
    const a = await signUp(context.app);
    const b = await signUp(context.app);
    await deliverEvents(context.app, [
      dropEvent('drop.badged', a.seller._id),
      dropEvent('drop.unbadged', a.seller._id),
      dropEvent('drop.badged', b.seller._id),
    ]);
    const [mine] = (await notifications(a.token)).json().data as Notification[];
    const [theirs] = (await notifications(b.token)).json().data as Notification[];
    if (!mine || !theirs) throw new Error('notifications missing');

    const read = await put(`/seller/notifications/${mine._id}/read`, a.token);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      success: true,
      message: reviewMessages.notificationRead,
      data: { _id: mine._id, readAt: expect.any(String) },
      unread: 1,
    });
    const readAgain = await put(`/seller/notifications/${mine._id}/read`, a.token);
    expect(readAgain.json().data.readAt).toBe(read.json().data.readAt);

    const foreign = await put(`/seller/notifications/${theirs._id}/read`, a.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({
      success: false,
      error: reviewMessages.notificationNotFound,
      code: 'NOTIFICATION_NOT_FOUND',
      requestId: expect.any(String),
    });
    expect((await notifications(b.token)).json().unread).toBe(1);

    const all = await put('/seller/notifications/read-all', a.token);
    expect(all.json()).toMatchObject({ success: true, data: { marked: 1 }, unread: 0 });
    expect((await notifications(a.token)).json().unread).toBe(0);
    expect((await notifications(b.token)).json().unread).toBe(1);
  });

  it('refuses bad paging, bad ids and callers without a seller token', async () => {
    const { token } = await signUp(context.app);
    for (const query of ['?limit=0', '?limit=101', '?page=0', '?page=abc']) {
      const response = await notifications(token, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: expect.any(Object) });
    }
    const badId = await put('/seller/notifications/not-an-id/read', token);
    expect(badId.statusCode).toBe(400);
    expect(badId.json()).toMatchObject({ success: false, errors: { id: expect.any(String) } });
    expect((await notifications(undefined)).statusCode).toBe(401);
    expect((await put('/seller/notifications/read-all', undefined)).statusCode).toBe(401);
    const admin = context.app.signToken('admin', newId());
    expect((await notifications(admin)).statusCode).toBe(401);
  });
});
