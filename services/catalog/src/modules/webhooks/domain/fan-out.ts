import { randomUUID } from 'node:crypto';
import { webhookTestEventType, type Product, type WebhookPayload } from '@drops/contracts';
import type { ServiceEvent } from '@drops/db';
import type { ProductsRepository } from '../../drops';
import type { WebhookDeliveriesRepository } from '../webhook-deliveries-repository';
import type { WebhookEndpointsRepository } from '../webhook-endpoints-repository';
import { publicEventTypeOf } from './public-events';

interface DropPayload {
  id?: string;
  sellerId?: string;
  name?: string;
  status?: string;
}

export interface FanOutDependencies {
  endpoints: WebhookEndpointsRepository;
  deliveries: WebhookDeliveriesRepository;
  products: ProductsRepository;
}

/**
 * The webhooks' outbox subscriber: each drop event with a public name (public-events.ts) becomes one delivery per active endpoint of
 * its seller that chose it, carrying the drop as `GET /seller/products/{id}` shows it when the
 * event is fanned out (a drop deleted meanwhile: what the event knew of it). The delivery's
 * `webhook-id` is the event's id, so a second fan-out of one event queues nothing new.
 */
export async function fanOutDropEvents(
  events: ServiceEvent[],
  dependencies: FanOutDependencies,
): Promise<number> {
  let queued = 0;
  for (const event of events) {
    const type = publicEventTypeOf(event.type);
    const drop = (event.payload.drop ?? {}) as DropPayload;
    if (!type || !drop.sellerId || !drop.id) continue;
    const endpoints = await dependencies.endpoints.subscribedTo(drop.sellerId, type);
    if (endpoints.length === 0) continue;
    const shown: Product | null =
      (await dependencies.products.findOwned(drop.sellerId, drop.id))?.product ?? null;
    const payload: WebhookPayload = {
      type,
      timestamp: event.occurredAt,
      data: {
        drop: shown ?? {
          _id: drop.id,
          name: drop.name ?? '',
          status: drop.status ?? '',
          deleted: true,
        },
      },
    };
    const body = JSON.stringify(payload);
    const ids = await dependencies.deliveries.queue(
      endpoints.map((endpoint) => ({
        endpointId: endpoint.id,
        sellerId: drop.sellerId as string,
        messageId: event.id,
        eventType: type,
        payload: body,
      })),
    );
    queued += ids.length;
  }
  return queued;
}

/** `POST /seller/webhooks/{id}/test`: a `webhook.test` message of its own. */
export async function queueTestDelivery(
  deliveries: WebhookDeliveriesRepository,
  endpoint: { id: string; sellerId: string },
): Promise<string> {
  const payload: WebhookPayload = {
    type: webhookTestEventType,
    timestamp: new Date().toISOString(),
    data: { endpointId: endpoint.id },
  };
  const [id] = await deliveries.queue([
    {
      endpointId: endpoint.id,
      sellerId: endpoint.sellerId,
      messageId: randomUUID(),
      eventType: webhookTestEventType,
      payload: JSON.stringify(payload),
    },
  ]);
  return id as string;
}
