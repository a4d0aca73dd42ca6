import type { LightMyRequestResponse } from 'fastify';
import type { WebhookCreated, WebhookDelivery } from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { bearer, insertSeller } from '../../../../test/fixtures';
import { waitFor } from './webhook-receiver';

/** `POST /seller/webhooks` as the seller: the answer, refused or not. */
export async function register(
  app: ServiceApp,
  sellerId: string,
  body: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/seller/webhooks',
    headers: bearer(app, sellerId),
    payload: body,
  });
}

/** Registers an endpoint the test expects to be taken, and gives it back. */
export async function registerEndpoint(
  app: ServiceApp,
  sellerId: string,
  body: Record<string, unknown>,
): Promise<WebhookCreated> {
  const response = await register(app, sellerId, body);
  expect(response.statusCode).toBe(201);
  return response.json<{ data: WebhookCreated }>().data;
}

/** A new seller with one endpoint, registered as `body` says and expected to be taken. */
export async function sellerWithEndpoint(
  app: ServiceApp,
  body: Record<string, unknown>,
): Promise<{ sellerId: string; endpoint: WebhookCreated }> {
  const sellerId = await insertSeller(app.db);
  return { sellerId, endpoint: await registerEndpoint(app, sellerId, body) };
}

/** `GET /seller/webhooks`: the seller's endpoints. */
export function listEndpoints(app: ServiceApp, sellerId: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/seller/webhooks', headers: bearer(app, sellerId) });
}

/** `POST /seller/webhooks/:id/test`: queues a test delivery. */
export function sendTest(
  app: ServiceApp,
  sellerId: string,
  endpointId: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/seller/webhooks/${endpointId}/test`,
    headers: bearer(app, sellerId),
  });
}

/** The endpoint's deliveries as the seller's list shows them. */
export async function deliveriesOf(app: ServiceApp, sellerId: string, endpointId: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/seller/webhooks/${endpointId}/deliveries`,
    headers: bearer(app, sellerId),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: WebhookDelivery[] }>().data;
}

/** Reads the endpoint's deliveries until `pick` finds in them what the test waits for. */
export function waitForDeliveries<T>(
  app: ServiceApp,
  sellerId: string,
  endpointId: string,
  pick: (deliveries: WebhookDelivery[]) => T | undefined | false,
): Promise<T> {
  return waitFor(async () => pick(await deliveriesOf(app, sellerId, endpointId)));
}
