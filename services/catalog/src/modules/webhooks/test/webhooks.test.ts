import { webcrypto } from 'node:crypto';
import { webhookMessages } from '@drops/contracts';
import { developmentTokenSecrets } from '@drops/service-kit';
import { buildApp } from '../../../app';
import { isPublicAddress, type ResolveHost } from '../domain/address-policy';
import { disableAfterFailingMs, nextAttemptAt, retryWindowMs } from '../domain/retry-schedule';
import {
  bearer,
  insertSeller,
  postDrop,
  sellDrop,
  startCatalog,
  type CatalogTest,
} from '../../../../test/fixtures';
import { startReceiver, waitFor, type ReceivedWebhook } from './webhook-receiver';
import {
  deliveriesOf,
  listEndpoints,
  register,
  registerEndpoint,
  sellerWithEndpoint,
  sendTest,
  waitForDeliveries,
} from './webhook-requests';

/**
 * Standard Webhooks verification written apart from the product's signer: WebCrypto's HMAC
 * verify over `id.timestamp.body`, the secret's bytes decoded with atob, any `v1,` of the list.
 */
async function verifiesStandardWebhook(secret: string, message: ReceivedWebhook) {
  const id = message.headers['webhook-id'] as string;
  const timestamp = message.headers['webhook-timestamp'] as string;
  const signatures = String(message.headers['webhook-signature']).split(' ');
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const keyBytes = Uint8Array.from(atob(secret.split('_')[1] as string), (c) => c.charCodeAt(0));
  const key = await webcrypto.subtle.importKey(
    'raw',
    keyBytes,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${message.body}`);
  for (const entry of signatures) {
    const [version, value] = entry.split(',');
    if (version !== 'v1' || !value) continue;
    const bytes = Uint8Array.from(atob(value), (c) => c.charCodeAt(0));
    if (await webcrypto.subtle.verify('HMAC', key, bytes, signed)) return true;
  }
  return false;
}

const quickWebhooks = {
  allowPrivate: true,
  pollMs: 50,
  timeoutMs: 1_000,
  retry: { baseDelayMs: 50, maxDelayMs: 200 },
};

describe('webhooks, delivered to a real receiver', () => {
  let catalog: CatalogTest;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    catalog = await startCatalog(undefined, { webhooks: quickWebhooks });
    receiver = await startReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await catalog.close();
  });
  beforeEach(() => {
    receiver.setMode('ok');
    receiver.received.length = 0;
  });

  it('registers an endpoint, shows the secret once, and signs a published drop as the API shows it', async () => {
    const { app } = catalog;
    const sellerId = await insertSeller(app.db);
    const created = await register(app, sellerId, {
      url: receiver.url('/published'),
      events: ['drop.published'],
      description: 'shop sync',
    });
    expect(created.statusCode).toBe(201);
    const endpoint = created.json().data;
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{40,}$/);
    expect(endpoint).toMatchObject({ status: 'active', events: ['drop.published'] });

    const listed = await listEndpoints(app, sellerId);
    expect(listed.json().data).toHaveLength(1);
    expect(JSON.stringify(listed.json())).not.toContain(endpoint.secret);
    const stored = await app.db('webhook_endpoints').where({ id: endpoint._id }).first();
    expect(stored.secret_encrypted).not.toContain(endpoint.secret.slice(6));

    // A draft is drop.created: not chosen, so not sent.
    await postDrop(app, sellerId, { name: 'Only a draft', status: 'Draft' });
    const published = await postDrop(app, sellerId, sellDrop());
    expect(published.statusCode).toBe(201);
    const dropId = published.json().data._id;

    const message = await waitFor(() => receiver.received.find((m) => m.path === '/published'));
    expect(await verifiesStandardWebhook(endpoint.secret, message)).toBe(true);
    expect(
      await verifiesStandardWebhook(endpoint.secret, { ...message, body: `${message.body} ` }),
    ).toBe(false);
    const payload = JSON.parse(message.body);
    expect(payload.type).toBe('drop.published');
    const shown = await app.inject({
      method: 'GET',
      url: `/seller/products/${dropId}`,
      headers: bearer(app, sellerId),
    });
    expect(payload.data.drop).toEqual(shown.json().data);
    expect(receiver.received.filter((m) => m.path === '/published')).toHaveLength(1);

    const deliveries = await waitForDeliveries(app, sellerId, endpoint._id, (list) =>
      list[0]?.status === 'succeeded' ? list : undefined,
    );
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({
      eventType: 'drop.published',
      messageId: message.headers['webhook-id'],
    });
    expect(deliveries[0]?.attempts[0]).toMatchObject({ statusCode: 204, error: null });
    expect(deliveries[0]?.attempts[0]?.responseTimeMs).toBeGreaterThanOrEqual(0);
  });

  it('sends a test delivery, lists it, and sends it again with the same webhook-id', async () => {
    const { app } = catalog;
    const { sellerId, endpoint } = await sellerWithEndpoint(app, {
      url: receiver.url('/test'),
      events: ['drop.deleted'],
    });
    const queued = await sendTest(app, sellerId, endpoint._id);
    expect(queued.statusCode).toBe(202);
    expect(queued.json().data).toMatchObject({ eventType: 'webhook.test', status: 'pending' });
    const first = await waitFor(() => receiver.received.find((m) => m.path === '/test'));
    expect(JSON.parse(first.body)).toMatchObject({
      type: 'webhook.test',
      data: { endpointId: endpoint._id },
    });
    expect(await verifiesStandardWebhook(endpoint.secret, first)).toBe(true);
    const deliveryId = queued.json().data._id;
    await waitFor(
      async () => (await deliveriesOf(app, sellerId, endpoint._id))[0]?.status === 'succeeded',
    );

    const resent = await app.inject({
      method: 'POST',
      url: `/seller/webhooks/${endpoint._id}/deliveries/${deliveryId}/resend`,
      headers: bearer(app, sellerId),
    });
    expect(resent.statusCode).toBe(202);
    await waitFor(() => receiver.received.filter((m) => m.path === '/test').length === 2);
    const again = receiver.received.filter((m) => m.path === '/test')[1] as ReceivedWebhook;
    expect(again.headers['webhook-id']).toBe(first.headers['webhook-id']);
    const attempts = await waitForDeliveries(app, sellerId, endpoint._id, ([delivery]) =>
      delivery?.attempts.length === 2 ? delivery.attempts : undefined,
    );
    expect(attempts.map((attempt) => attempt.statusCode)).toEqual([204, 204]);
  });

  it('a receiver answering 500 or hanging never slows the seller, and a 500 is retried', async () => {
    const { app } = catalog;
    const { sellerId, endpoint: failing } = await sellerWithEndpoint(app, {
      url: receiver.url('/slow'),
      events: ['drop.published'],
    });
    receiver.setMode('hang');
    const started = Date.now();
    const published = await postDrop(app, sellerId, sellDrop());
    expect(published.statusCode).toBe(201);
    const tested = await sendTest(app, sellerId, failing._id);
    expect(tested.statusCode).toBe(202);
    expect(Date.now() - started).toBeLessThan(900);
    // The hanging attempt times out (1 s here) and is recorded without a status.
    const timedOut = await waitForDeliveries(app, sellerId, failing._id, (list) =>
      list.find((delivery) => delivery.attempts[0]?.error?.includes('timed out')),
    );
    expect(timedOut.attempts[0]?.statusCode).toBeNull();

    receiver.setMode('fail');
    const retried = await waitForDeliveries(app, sellerId, failing._id, (list) =>
      list.find((delivery) => delivery.attempts.some((a) => a.statusCode === 500)),
    );
    expect(retried.status).toBe('pending');
    expect(retried.nextAttemptAt).not.toBeNull();
    const endpoint = await app.db('webhook_endpoints').where({ id: failing._id }).first();
    expect(Number(endpoint.failing_since)).toBeGreaterThan(0);

    receiver.setMode('ok');
    await waitForDeliveries(app, sellerId, failing._id, (list) =>
      list.every((delivery) => delivery.status === 'succeeded'),
    );
    const healed = await app.db('webhook_endpoints').where({ id: failing._id }).first();
    expect(healed.failing_since).toBeNull();
  });

  it('disables an endpoint failing for 3 days and tells the seller service through the outbox', async () => {
    const { app } = catalog;
    const { sellerId, endpoint } = await sellerWithEndpoint(app, {
      url: receiver.url('/down'),
      events: ['drop.published'],
    });
    receiver.setMode('fail');
    await app
      .db('webhook_endpoints')
      .where({ id: endpoint._id })
      .update({ failing_since: Date.now() - disableAfterFailingMs - 1_000 });
    await sendTest(app, sellerId, endpoint._id);
    const listed = await waitFor(async () => {
      const response = await listEndpoints(app, sellerId);
      const [row] = response.json().data;
      return row.status === 'disabled' ? row : undefined;
    });
    expect(listed.disabledReason).toBe('Deliveries failed for 3 days');
    const event = await app.db('catalog_outbox').where({ type: 'webhook.disabled' }).first();
    expect(JSON.parse(event.payload)).toEqual({
      endpoint: { id: endpoint._id, sellerId, url: receiver.url('/down') },
    });
    // A disabled endpoint is sent nothing more.
    const before = receiver.received.length;
    await postDrop(app, sellerId, sellDrop());
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(receiver.received.length).toBe(before);
  });

  it('refuses bad input with the field in the error body', async () => {
    const { app } = catalog;
    const sellerId = await insertSeller(app.db);
    const unknownEvent = await register(app, sellerId, {
      url: receiver.url(),
      events: ['drop.published', 'drop.exploded'],
    });
    expect(unknownEvent.statusCode).toBe(400);
    expect(unknownEvent.json()).toMatchObject({
      success: false,
      errors: { 'events.1': webhookMessages.eventUnknown },
    });
    const noEvents = await register(app, sellerId, { url: receiver.url(), events: [] });
    expect(noEvents.json().errors).toEqual({ events: webhookMessages.eventsRequired });
    const notUrl = await register(app, sellerId, { url: 'not a url', events: ['drop.live'] });
    expect(notUrl.json()).toMatchObject({ errors: { url: webhookMessages.urlInvalid } });
    const ftp = await register(app, sellerId, { url: 'ftp://127.0.0.1/x', events: ['drop.live'] });
    expect(ftp.json()).toMatchObject({ errors: { url: webhookMessages.urlNotHttps } });

    for (let index = 0; index < 10; index += 1) {
      const ok = await register(app, sellerId, {
        url: receiver.url(`/n${index}`),
        events: ['drop.live'],
      });
      expect(ok.statusCode).toBe(201);
    }
    const eleventh = await register(app, sellerId, {
      url: receiver.url('/n10'),
      events: ['drop.live'],
    });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual(
      expect.objectContaining({
        success: false,
        error: webhookMessages.tooManyEndpoints,
        errors: { url: webhookMessages.tooManyEndpoints },
      }),
    );
  });

  it('forgets finished deliveries after 30 days, with their attempts', async () => {
    const { app } = catalog;
    const { sellerId, endpoint } = await sellerWithEndpoint(app, {
      url: receiver.url('/old'),
      events: ['drop.live'],
    });
    for (let index = 0; index < 2; index += 1) await sendTest(app, sellerId, endpoint._id);
    const [recent, old] = await waitForDeliveries(app, sellerId, endpoint._id, (list) =>
      list.length === 2 && list.every((d) => d.status === 'succeeded') ? list : undefined,
    );
    const thirtyOneDays = 31 * 24 * 60 * 60 * 1000;
    await app
      .db('webhook_deliveries')
      .where({ id: old?._id })
      .update({ completed_at: Date.now() - thirtyOneDays });
    const pruned = await app.webhookDeliveriesRepository.pruneFinished(
      Date.now() - 30 * 24 * 60 * 60 * 1000,
    );
    expect(pruned).toBe(1);
    expect((await deliveriesOf(app, sellerId, endpoint._id)).map((d) => d._id)).toEqual([
      recent?._id,
    ]);
    expect(await app.db('webhook_attempts').where({ delivery_id: old?._id })).toEqual([]);
  });

  it("keeps one seller's endpoints from another", async () => {
    const { app } = catalog;
    const owner = await insertSeller(app.db);
    const other = await insertSeller(app.db);
    const endpoint = await registerEndpoint(app, owner, {
      url: receiver.url('/mine'),
      events: ['drop.live'],
    });
    for (const request of [
      { method: 'GET' as const, url: `/seller/webhooks/${endpoint._id}/deliveries` },
      { method: 'POST' as const, url: `/seller/webhooks/${endpoint._id}/test` },
      { method: 'DELETE' as const, url: `/seller/webhooks/${endpoint._id}` },
    ]) {
      const response = await app.inject({ ...request, headers: bearer(app, other) });
      expect(response.statusCode).toBe(404);
    }
    const removed = await app.inject({
      method: 'DELETE',
      url: `/seller/webhooks/${endpoint._id}`,
      headers: bearer(app, owner),
    });
    expect(removed.statusCode).toBe(200);
    const listed = await listEndpoints(app, owner);
    expect(listed.json().data).toEqual([]);
  });
});

describe('SSRF: private, loopback and link-local targets', () => {
  it('judges addresses in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:a9fe:a9fe',
      '::ffff:10.0.0.1',
      '224.0.0.1',
      'not-an-address',
    ])
      expect([address, isPublicAddress(address)]).toEqual([address, false]);
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])
      expect([address, isPublicAddress(address)]).toEqual([address, true]);
  });

  describe('with private targets not allowed (production)', () => {
    let catalog: CatalogTest;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let lookups = 0;
    // DNS that answers a public address first and loopback after: a rebinding attack.
    const rebinding: ResolveHost = async (hostname) => {
      if (hostname !== 'rebind.drops.test') throw new Error('ENOTFOUND');
      lookups += 1;
      return [{ address: lookups === 1 ? '93.184.216.34' : '127.0.0.1', family: 4 }];
    };

    beforeAll(async () => {
      catalog = await startCatalog(undefined, {
        webhooks: { ...quickWebhooks, allowPrivate: false, resolve: rebinding },
      });
      receiver = await startReceiver();
    });
    afterAll(async () => {
      await receiver.close();
      await catalog.close();
    });

    it('refuses http and private, loopback or link-local hosts at registration', async () => {
      const { app } = catalog;
      const sellerId = await insertSeller(app.db);
      const http = await register(app, sellerId, { url: receiver.url(), events: ['drop.live'] });
      expect(http.statusCode).toBe(400);
      expect(http.json()).toMatchObject({ errors: { url: webhookMessages.urlNotHttps } });
      for (const url of [
        'https://127.0.0.1/hook',
        'https://[::1]/hook',
        'https://[::ffff:127.0.0.1]/hook',
        'https://169.254.169.254/latest/meta-data',
        'https://10.0.0.7/hook',
        'https://[fe80::1]/hook',
        'https://2130706433/hook',
      ]) {
        const response = await register(app, sellerId, { url, events: ['drop.live'] });
        expect([url, response.statusCode, response.json().errors]).toEqual([
          url,
          400,
          { url: webhookMessages.urlPrivate },
        ]);
      }
    });

    it('checks the address again at delivery (DNS rebinding) and never connects to it', async () => {
      const { app } = catalog;
      const sellerId = await insertSeller(app.db);
      const created = await register(app, sellerId, {
        url: `https://rebind.drops.test:${receiver.port}/hook`,
        events: ['drop.published'],
      });
      expect(created.statusCode).toBe(201);
      const endpoint = created.json().data;
      await sendTest(app, sellerId, endpoint._id);
      const refused = await waitForDeliveries(
        app,
        sellerId,
        endpoint._id,
        ([delivery]) => delivery?.attempts[0],
      );
      expect(refused.statusCode).toBeNull();
      expect(refused.error).toContain('refused');
      expect(refused.error).toContain('127.0.0.1');
      expect(receiver.received).toHaveLength(0);
    });
  });
});

describe('retry schedule', () => {
  it('doubles from the base up to the cap, lands the last try on the 24 h mark, then gives up', () => {
    const timings = { baseDelayMs: 5_000, maxDelayMs: 4 * 3_600_000 };
    const noJitter = () => 0;
    const created = 1_000_000;
    const giveUp = created + retryWindowMs;
    expect(nextAttemptAt(1, created, giveUp, timings, noJitter)).toBe(created + 5_000);
    expect(nextAttemptAt(2, created, giveUp, timings, noJitter)).toBe(created + 10_000);
    expect(nextAttemptAt(5, created, giveUp, timings, noJitter)).toBe(created + 80_000);
    expect(nextAttemptAt(20, created, giveUp, timings, noJitter)).toBe(created + 4 * 3_600_000);
    expect(nextAttemptAt(20, giveUp - 60_000, giveUp, timings, noJitter)).toBe(giveUp);
    expect(nextAttemptAt(21, giveUp, giveUp, timings, noJitter)).toBeNull();
    const jittered = nextAttemptAt(1, created, giveUp, timings, () => 0.99) as number;
    expect(jittered - created).toBeGreaterThan(5_000);
    expect(jittered - created).toBeLessThanOrEqual(5_500);
  });
});

describe('several catalog replicas', () => {
  it('each delivery is sent by one of them', async () => {
    const receiver = await startReceiver();
    const first = await startCatalog(undefined, { webhooks: { ...quickWebhooks, worker: false } });
    const second = await buildApp({
      database: { knex: first.database.knex },
      tokenSecrets: developmentTokenSecrets,
      storage: {
        kind: 'local',
        directory: '/tmp',
        signingSecret: 'catalog-test-signing-secret',
        publicBaseUrl: 'http://localhost:8080/api/v1/s3/files',
      },
      logLevel: 'silent',
      webhooks: { ...quickWebhooks, worker: false },
      outbox: { relay: false },
    });
    await second.ready();
    try {
      const { app } = first;
      const { sellerId, endpoint } = await sellerWithEndpoint(app, {
        url: receiver.url('/once'),
        events: ['drop.live'],
      });
      for (let index = 0; index < 40; index += 1) await sendTest(app, sellerId, endpoint._id);
      await Promise.all([app.webhookWorker.drain(), second.webhookWorker.drain()]);
      const ids = receiver.received.map((message) => message.headers['webhook-id']);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
    } finally {
      await second.close();
      await first.close();
      await receiver.close();
    }
  });
});
