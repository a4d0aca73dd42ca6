import { randomUUID } from 'node:crypto';
import { adminMessages, serverMessages } from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { listen, request, startStack, type Stack } from '../testing/stack';
import { decideOnSeller, stackForTests } from './fixtures';

/**
 * Each service owns its data: the admin service composes from the owners' internal answers,
 * the catalog learns of sellers from the seller service's events (outbox, at least once, in
 * order, applied once), and `/internal/...` opens only to a service token.
 */
const stack = stackForTests();

/** A service token as the services sign them (the gateway holds no service secret). */
function signService(subject: string): string {
  return (stack.services.seller as ServiceApp).signToken('service', subject);
}

const approve = (token: string, id: string, decision: boolean) =>
  decideOnSeller(stack.apiUrl, token, id, { isApproved: decision, isActive: decision });

const createDrop = (token: string, name: string) =>
  request(`${stack.apiUrl}/seller/products`, {
    method: 'POST',
    token,
    body: { name, status: 'Draft' },
  });

describe('internal routes', () => {
  it('are never routed by the gateway', async () => {
    for (const path of ['/internal/sellers', '/internal/events', '/internal/products']) {
      const response = await request(`${stack.apiUrl}${path}`, { token: signService('admin') });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ success: false, error: serverMessages.routeNotFound });
    }
  });

  it('open to a service token only; a service token opens no public route', async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    const admin = await stack.createAdmin();
    const internal = `${stack.serviceUrls.seller}/internal/sellers/${seller.id}`;
    for (const token of [seller.token, admin.token, undefined]) {
      expect((await request(internal, { token })).status).toBe(401);
    }
    const answered = await request(internal, { token: signService('admin') });
    expect(answered).toMatchObject({ status: 200, body: { data: { _id: seller.id } } });

    const service = signService('admin');
    expect((await request(`${stack.apiUrl}/seller/${seller.id}`, { token: service })).status).toBe(
      401,
    );
    expect((await request(`${stack.apiUrl}/admin/sellers`, { token: service })).status).toBe(401);
    expect(
      (await request(`${stack.serviceUrls.catalog}/seller/products`, { token: service })).status,
    ).toBe(401);
  });
});

describe('cross-service flows through the gateway', () => {
  it('a rejected seller’s next catalog write is refused within 2 s, approval restores it', async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    const admin = await stack.createAdmin();
    expect((await createDrop(seller.token, 'Before')).status).toBe(201);

    const rejectedAt = Date.now();
    expect((await approve(admin.token, seller.id, false)).body).toMatchObject({
      message: adminMessages.sellerRejected,
    });
    let refused = await createDrop(seller.token, 'After');
    while (refused.status !== 403 && Date.now() - rejectedAt < 2_000) {
      refused = await createDrop(seller.token, 'After');
    }
    expect(refused).toMatchObject({
      status: 403,
      body: { success: false, error: serverMessages.accountRejected },
    });
    expect(Date.now() - rejectedAt).toBeLessThan(2_000);

    await approve(admin.token, seller.id, true);
    expect((await createDrop(seller.token, 'Again')).status).toBe(201);
  });

  it('invites through the seller service and badges through the catalog', async () => {
    const flex = await stack.createSeller({ accountType: 'flex' });
    const admin = await stack.createAdmin();
    const invited = await request(`${stack.apiUrl}/admin/sellers/${flex.id}/invite`, {
      method: 'POST',
      token: admin.token,
    });
    expect(invited.body).toMatchObject({
      success: true,
      message: adminMessages.invitationSent,
      data: { invitation: 'invited' },
    });
    const again = await request(`${stack.apiUrl}/admin/sellers/${flex.id}/invite`, {
      method: 'POST',
      token: admin.token,
    });
    expect(again.status).toBe(409);

    const drop = await createDrop(flex.token, 'Badge me');
    const id = (drop.body.data as { _id: string })._id;
    const badged = await request(`${stack.apiUrl}/admin/products/${id}/badge`, {
      method: 'PUT',
      token: admin.token,
      body: { badge: true },
    });
    expect(badged.body).toMatchObject({
      message: adminMessages.productBadged,
      data: { _id: id, badge: true, seller: { _id: flex.id } },
    });
    // The seller's own (cached) list shows the badge at once.
    const list = await request(`${stack.apiUrl}/seller/products?filter=badges`, {
      token: flex.token,
    });
    expect((list.body.data as { _id: string }[]).map((item) => item._id)).toContain(id);

    const detail = await request(`${stack.apiUrl}/admin/sellers/${flex.id}`, {
      token: admin.token,
    });
    expect(detail.body).toMatchObject({
      data: { _id: flex.id, stats: { totalProducts: 1 }, products: [{ _id: id }] },
    });
  });
});

describe('events', () => {
  it('applies an event delivered twice once', async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    const event = {
      id: randomUUID(),
      type: 'seller.updated',
      entityId: seller.id,
      occurredAt: new Date().toISOString(),
      payload: {
        seller: {
          id: seller.id,
          username: seller.username,
          accountType: 'sell',
          isApproved: true,
          isActive: false,
          invitation: null,
        },
      },
    };
    const deliver = () =>
      request(`${stack.serviceUrls.catalog}/internal/events`, {
        method: 'POST',
        token: signService('seller'),
        body: { events: [event] },
      });
    expect((await deliver()).body).toMatchObject({ data: { received: 1, applied: 1 } });
    // Meanwhile the account changed back; the stale redelivery must not undo that.
    await stack.knex('catalog_seller_accounts').where({ seller_id: seller.id }).update({
      is_active: true,
    });
    expect((await deliver()).body).toMatchObject({ data: { received: 1, applied: 0 } });
    const row = await stack.knex('catalog_seller_accounts').where({ seller_id: seller.id }).first();
    expect(Boolean(row.is_active)).toBe(true);
    expect(
      await stack.knex('catalog_inbox').where({ event_id: event.id }).count({ n: '*' }),
    ).toEqual([{ n: 1 }]);
  });

  it('a subscriber down for 30 s gets every event after it returns, in order', async () => {
    const seller = await stack.createSeller({ accountType: 'flex' });
    const admin = await stack.createAdmin();
    // The catalog has the seller (registered) before it goes down.
    expect((await createDrop(seller.token, 'First')).status).toBe(201);
    await stack.stopService('catalog');
    let catalog: ServiceApp | undefined;
    try {
      await approve(admin.token, seller.id, true);
      await approve(admin.token, seller.id, false);
      await approve(admin.token, seller.id, true);
      await approve(admin.token, seller.id, false);
      const health = await request(`${stack.serviceUrls.seller}/health`);
      expect(health.body.outbox).toEqual([
        expect.objectContaining({ subscriber: 'catalog', undelivered: 4 }),
      ]);
      await new Promise((resolve) => setTimeout(resolve, 30_000));

      catalog = await stack.buildService('catalog');
      await listen(catalog, stack.servicePorts.catalog);
      const deadline = Date.now() + 5_000;
      let backlog = 4;
      while (backlog > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const body = (await request(`${stack.serviceUrls.seller}/health`)).body;
        backlog = (body.outbox as { undelivered: number }[])[0]?.undelivered ?? -1;
      }
      expect(backlog).toBe(0);
      const applied = await stack
        .knex('catalog_inbox')
        .join('seller_outbox', 'seller_outbox.event_id', 'catalog_inbox.event_id')
        .where('seller_outbox.entity_id', seller.id)
        .orderBy('seller_outbox.seq')
        .select('seller_outbox.type', 'catalog_inbox.applied_at');
      const types = applied.map((row: { type: string }) => row.type);
      expect(types.slice(-4)).toEqual([
        'seller.approved',
        'seller.rejected',
        'seller.approved',
        'seller.rejected',
      ]);
      const times = applied.slice(-4).map((row: { applied_at: unknown }) => Number(row.applied_at));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
      const account = await stack
        .knex('catalog_seller_accounts')
        .where({ seller_id: seller.id })
        .first();
      expect(Boolean(account.is_active)).toBe(false);
    } finally {
      await catalog?.close();
    }
  }, 60_000);
});

describe('three databases', () => {
  let separate: Stack;
  beforeAll(async () => {
    separate = await startStack({}, { separateDatabases: true });
  });
  afterAll(async () => separate?.stop());

  it('runs the whole flow with each service on its own database', async () => {
    const names = new Set(Object.values(separate.databases).map((database) => database.url));
    expect(names.size).toBe(3);
    expect(await separate.databases.catalog.knex.schema.hasTable('sellers')).toBe(false);
    expect(await separate.databases.seller.knex.schema.hasTable('products')).toBe(false);
    expect(await separate.databases.admin.knex.schema.hasTable('sellers')).toBe(false);

    const seller = await separate.createSeller({ accountType: 'sell', isApproved: true });
    const admin = await separate.createAdmin();
    const created = await request(`${separate.apiUrl}/seller/products`, {
      method: 'POST',
      token: seller.token,
      body: { name: 'Three databases', status: 'Draft' },
    });
    expect(created.status).toBe(201);
    const listed = await request(`${separate.apiUrl}/admin/products?search=databases`, {
      token: admin.token,
    });
    expect(listed.body).toMatchObject({
      data: [{ name: 'Three databases', seller: { _id: seller.id, username: seller.username } }],
    });
    await decideOnSeller(separate.apiUrl, admin.token, seller.id, {
      isApproved: false,
      isActive: false,
    });
    const refused = await request(`${separate.apiUrl}/seller/products`, { token: seller.token });
    expect(refused.status).toBe(403);
  });
});
