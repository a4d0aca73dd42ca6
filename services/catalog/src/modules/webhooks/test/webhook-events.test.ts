import {
  catalogEventTypes,
  webhookEventTypes,
  webhookMessages,
  type CatalogEventType,
} from '@drops/contracts';
import type { ServiceEvent } from '@drops/db';
import {
  insertSeller,
  postDrop,
  sellDrop,
  startCatalog,
  type CatalogTest,
} from '../../../../test/fixtures';
import { publicEventOf } from '../domain/public-events';
import { startReceiver } from './webhook-receiver';
import { register, sellerWithEndpoint, waitForDeliveries } from './webhook-requests';

/** The catalog's events no webhook publishes (today `webhook.disabled`). */
const internalOnly = catalogEventTypes.filter((type) => !(type in publicEventOf));

describe('internal events and public webhook events (issue 29 item 5)', () => {
  let catalog: CatalogTest;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    catalog = await startCatalog(undefined, {
      webhooks: { allowPrivate: true, pollMs: 50, timeoutMs: 1_000 },
    });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await catalog.close();
  });

  it('publishes every public event under its own name, from the internal event of that name', () => {
    expect(Object.values(publicEventOf).sort()).toEqual([...webhookEventTypes].sort());
    for (const [internal, published] of Object.entries(publicEventOf))
      expect(published).toBe(internal);
    expect(internalOnly).toEqual(['webhook.disabled']);
  });

  it('refuses an endpoint subscribing to an internal-only event', async () => {
    const sellerId = await insertSeller(catalog.app.db);
    for (const type of internalOnly) {
      const refused = await register(catalog.app, sellerId, {
        url: receiver.url('/internal'),
        events: [type],
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, error: webhookMessages.eventUnknown });
    }
  });

  it('never turns an internal-only event into a delivery, even for an endpoint row naming it', async () => {
    const { app } = catalog;
    const { sellerId, endpoint } = await sellerWithEndpoint(app, {
      url: receiver.url('/everything'),
      events: [...webhookEventTypes],
    });
    // A row written before an event went internal, or by hand: it names every catalog event.
    await app
      .db('webhook_endpoints')
      .where({ id: endpoint._id })
      .update({ events: JSON.stringify(catalogEventTypes) });
    const drop = { id: 'internal-drop', sellerId, name: 'Internal', status: 'draft', badge: false };
    const internalEvents: ServiceEvent[] = internalOnly.map((type: CatalogEventType, index) => ({
      id: `internal-event-${index}`,
      type,
      entityId: drop.id,
      occurredAt: new Date().toISOString(),
      payload: { drop },
    }));
    // Handed to the fan-out directly, and written to the outbox for the relay to route.
    await app.fanOutWebhooks(internalEvents);
    await app.db.transaction(async (trx) => {
      for (const event of internalEvents)
        await app.outbox.append(trx, {
          type: event.type,
          entityId: event.entityId,
          payload: event.payload,
        });
    });
    // A public event written after them: once it is delivered, the relay has passed them.
    expect((await postDrop(app, sellerId, sellDrop())).statusCode).toBe(201);
    const delivered = await waitForDeliveries(app, sellerId, endpoint._id, (list) =>
      list.some((delivery) => delivery.eventType === 'drop.published') ? list : undefined,
    );
    const types = delivered.map((delivery) => delivery.eventType);
    expect(types).toContain('drop.published');
    for (const type of internalOnly) expect(types).not.toContain(type);
    expect(types.every((type) => (webhookEventTypes as readonly string[]).includes(type))).toBe(
      true,
    );
  });
});
