import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Gauge } from 'prom-client';
import { Outbox, type OutboxOptions, type ServiceEvent, type Subscriber } from '@drops/db';
import { currentRequestId } from './request-id';
import { createServiceClient } from './service-client';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** A subscriber inside the owning service: resolves once it has applied every event. */
export type LocalSubscriberApply = (events: ServiceEvent[]) => Promise<void>;

export interface OutboxPluginOptions {
  /** The owning service's name: its outbox tables and the subject of its service tokens. */
  owner: string;
  /**
   * Each subscriber's base URL (events go to `<url>/internal/events`), or, for a consumer inside
   * this service (the catalog's webhooks), the function that applies a batch.
   */
  subscribers: (Subscriber & ({ url: string } | { apply: LocalSubscriberApply }))[];
  /** Tests shorten the relay's timings. */
  timings?: Pick<OutboxOptions, 'pollMs' | 'retryBaseMs' | 'retryMaxMs' | 'leaseMs' | 'batchSize'>;
  /** Off for an instance that only writes (a test driving `deliverPending` itself). */
  relay?: boolean;
}

/**
 * The service's outbox (`app.outbox`) and its relay: started when the app is ready, stopped
 * before the database closes; its backlog shows in `/health`.
 */
async function outboxPlugin(app: FastifyInstance, options: OutboxPluginOptions): Promise<void> {
  const senders = new Map<string, LocalSubscriberApply>(
    options.subscribers.map((subscriber) => {
      if ('apply' in subscriber) return [subscriber.name, subscriber.apply];
      const client = createServiceClient(subscriber.name, {
        baseUrl: subscriber.url,
        signToken: () => app.signToken('service', options.owner),
      });
      return [
        subscriber.name,
        async (events) => {
          await client.post('/internal/events', { body: { events } });
        },
      ];
    }),
  );
  const outbox = new Outbox(app.db, {
    owner: options.owner,
    subscribers: options.subscribers.map(({ name, types }) => ({ name, types })),
    ...options.timings,
    deliver: async (subscriber: Subscriber, events: ServiceEvent[]) => {
      await senders.get(subscriber.name)?.(events);
    },
    currentRequestId,
    onError: (error, subscriber) =>
      app.log.warn({ err: error, subscriber: subscriber.name }, 'event delivery failed; retrying'),
  });
  app.decorate('outbox', outbox);
  app.healthChecks.push(async () => ({ outbox: await outbox.backlog() }));
  observeBacklog(app, outbox);
  if (options.relay !== false) app.addHook('onReady', async () => outbox.start());
  app.addHook('preClose', async () => outbox.stop());
}

/** Undelivered events and the oldest one's age, per subscriber, read when Prometheus asks. */
function observeBacklog(app: FastifyInstance, outbox: Outbox): void {
  const labelNames = ['subscriber'];
  // Collected first (registered first): one read of the backlog fills both gauges.
  const undelivered: Gauge = new Gauge({
    name: 'outbox_undelivered_events',
    help: 'Events written but not yet delivered, per subscriber.',
    labelNames,
    registers: [app.metrics],
    async collect() {
      for (const entry of await outbox.backlog()) {
        undelivered.set({ subscriber: entry.subscriber }, entry.undelivered);
        oldestAge.set({ subscriber: entry.subscriber }, entry.oldestAgeMs / 1000);
      }
    },
  });
  const oldestAge = new Gauge({
    name: 'outbox_oldest_undelivered_age_seconds',
    help: 'Age of the oldest undelivered event, per subscriber (0 when none).',
    labelNames,
    registers: [app.metrics],
  });
}

export const outboxRelay = fp(outboxPlugin, {
  name: 'drops-outbox',
  dependencies: ['drops-database', 'drops-auth'],
});
