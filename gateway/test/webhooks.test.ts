import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationTexts, type Notification } from '@drops/contracts';
import { request, startStack, type Stack } from '../testing/stack';

/**
 * Issue 17 across the services, through the real gateway: `/seller/webhooks` reaches the catalog
 * with a seller token only, and an endpoint the catalog disables after 3 days of failures
 * becomes the seller's notification in the seller service (a catalog event).
 */
let stack: Stack;
let receiver: Server;
let failingUrl: string;

beforeAll(async () => {
  stack = await startStack();
  receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.statusCode = 500;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  failingUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/down`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await stack?.stop();
});

async function notificationOfType(token: string, type: string): Promise<Notification> {
  const deadline = Date.now() + 8_000;
  for (;;) {
    const body = (await request(`${stack.apiUrl}/seller/notifications`, { token })).body as {
      data: Notification[];
    };
    const found = body.data.find((item) => item.type === type);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no ${type} notification`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

it('answers /seller/webhooks from the catalog, for a seller token only', async () => {
  const seller = await stack.createSeller();
  expect((await request(`${stack.apiUrl}/seller/webhooks`)).status).toBe(401);
  const admin = await stack.createAdmin();
  expect((await request(`${stack.apiUrl}/seller/webhooks`, { token: admin.token })).status).toBe(
    401,
  );
  const listed = await request(`${stack.apiUrl}/seller/webhooks`, { token: seller.token });
  expect(listed).toMatchObject({ status: 200, body: { success: true, data: [] } });
});

it('tells the seller, in the seller service, that an endpoint failing for 3 days was disabled', async () => {
  const seller = await stack.createSeller();
  const created = await request(`${stack.apiUrl}/seller/webhooks`, {
    method: 'POST',
    token: seller.token,
    body: { url: failingUrl, events: ['drop.published'] },
  });
  expect(created.status).toBe(201);
  // The answer carries the signing secret: no cache may keep it, through the gateway too.
  expect(created.headers.get('cache-control')).toBe('no-store');
  const endpointId = (created.body as { data: { _id: string } }).data._id;
  // Three days of failures, without waiting three days: the streak's start moved back.
  await stack.databases.catalog
    .knex('webhook_endpoints')
    .where({ id: endpointId })
    .update({ failing_since: Date.now() - 3 * 24 * 60 * 60 * 1000 - 1_000 });
  const tested = await request(`${stack.apiUrl}/seller/webhooks/${endpointId}/test`, {
    method: 'POST',
    token: seller.token,
  });
  expect(tested.status).toBe(202);

  const notification = await notificationOfType(seller.token, 'webhook.disabled');
  expect(notification).toMatchObject({
    title: notificationTexts['webhook.disabled'].title,
    body: notificationTexts['webhook.disabled'].body(failingUrl),
    link: '/integrations',
  });
  const listed = await request(`${stack.apiUrl}/seller/webhooks`, { token: seller.token });
  expect((listed.body as { data: { status: string }[] }).data[0]?.status).toBe('disabled');
});
