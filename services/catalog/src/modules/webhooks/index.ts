import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ServiceEvent } from '@drops/db';
import { observeQueueDepth, runWithApp } from '@drops/service-kit';
import { systemResolver, type ResolveHost } from './domain/address-policy';
import { DeliveryWorker } from './domain/delivery-worker';
import { fanOutDropEvents } from './domain/fan-out';
import type { RetryTimings } from './domain/retry-schedule';
export { webhooksSubscription } from './domain/public-events';
import { createSecretBox, type SecretBox } from './domain/secret-box';
import {
  createWebhookDeliveriesRepository,
  type WebhookDeliveriesRepository,
} from './webhook-deliveries-repository';
import {
  createWebhookEndpointsRepository,
  type WebhookEndpointsRepository,
} from './webhook-endpoints-repository';

export interface WebhookOptions {
  /** `WEBHOOK_ALLOW_PRIVATE=true`: http and private targets accepted, for tests' local receivers. */
  allowPrivate?: boolean;
  /** Encrypts signing secrets at rest (`WEBHOOK_SECRET_KEY`). */
  secretKey?: string;
  /** One attempt's limit. */
  timeoutMs?: number;
  concurrency?: number;
  pollMs?: number;
  retry?: RetryTimings;
  /** DNS for targets; tests give a rebinding one. */
  resolve?: ResolveHost;
  /** Off for an instance whose test drives `webhookWorker.drain()` itself. */
  worker?: boolean;
}

export interface WebhookSettings {
  allowPrivate: boolean;
  resolve: ResolveHost;
}

declare module 'fastify' {
  interface FastifyInstance {
    webhookEndpointsRepository: WebhookEndpointsRepository;
    webhookDeliveriesRepository: WebhookDeliveriesRepository;
    webhookSecrets: SecretBox;
    webhookSettings: WebhookSettings;
    webhookWorker: DeliveryWorker;
    /** The outbox subscriber `webhooks`: its subscription's events to deliveries. */
    fanOutWebhooks: (events: ServiceEvent[]) => Promise<void>;
  }
}

const developmentSecretKey = 'drops-development-webhook-secret-key';

/**
 * Issue 17, the sellers' webhooks: their endpoints, the deliveries the drop events make (the
 * outbox subscriber `webhooks` calls `fanOutWebhooks`) and the worker sending them (started when
 * ready). Autoloaded with the other modules; reads its own key (`webhooks`) of their options.
 */
async function webhooksPlugin(
  app: FastifyInstance,
  { webhooks: options = {} }: { webhooks?: WebhookOptions },
): Promise<void> {
  const endpoints = createWebhookEndpointsRepository(app.db);
  const deliveries = createWebhookDeliveriesRepository(app.db, app.outbox);
  const secrets = createSecretBox(options.secretKey ?? developmentSecretKey);
  const settings: WebhookSettings = {
    allowPrivate: options.allowPrivate ?? false,
    resolve: options.resolve ?? systemResolver,
  };
  const timeoutMs = options.timeoutMs ?? 10_000;
  const worker = new DeliveryWorker({
    deliveries,
    secrets,
    send: { ...settings, timeoutMs },
    concurrency: options.concurrency ?? 32,
    pollMs: options.pollMs ?? 1_000,
    leaseMs: timeoutMs * 6,
    retry: options.retry,
    onError: (error) => app.log.warn({ err: error }, 'webhook delivery failed to record'),
  });
  app.decorate('webhookEndpointsRepository', endpoints);
  app.decorate('webhookDeliveriesRepository', deliveries);
  app.decorate('webhookSecrets', secrets);
  app.decorate('webhookSettings', settings);
  app.decorate('webhookWorker', worker);
  app.decorate('fanOutWebhooks', async (events: ServiceEvent[]) => {
    const queued = await fanOutDropEvents(events, {
      endpoints,
      deliveries,
      products: app.productsRepository,
    });
    if (queued > 0) worker.kick();
  });
  observeQueueDepth(
    app,
    'drop_webhook_deliveries',
    'Webhook deliveries not yet done (state=pending) and of them due now, unheld (state=due).',
    () => deliveries.depth(Date.now()),
  );
  runWithApp(app, worker, options.worker !== false);
}

export default fp(webhooksPlugin, {
  name: 'catalog-webhooks',
  dependencies: ['drops-database', 'drops-outbox', 'catalog-drops'],
});
