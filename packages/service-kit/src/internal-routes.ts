import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { Knex } from 'knex';
import { applyEventsOnce, type ServiceEvent } from '@drops/db';
import { ErrorBodySchema } from '@drops/contracts';
import type { ServiceApp } from './create-service';

/**
 * Registers a service's `/internal/...` routes: every one needs a service token (checked before
 * the body is read); seller and administrator tokens open none of them. The gateway never
 * routes here.
 */
export async function registerInternalRoutes(
  app: ServiceApp,
  routes: FastifyPluginAsyncTypebox,
): Promise<void> {
  await app.register(
    async (internal) => {
      internal.addHook('onRequest', app.requireService);
      await internal.register(routes);
    },
    { prefix: '/internal' },
  );
}

export const ServiceEventSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, maxLength: 36 }),
    type: Type.String({ minLength: 1, maxLength: 60 }),
    entityId: Type.String({ minLength: 1, maxLength: 40 }),
    occurredAt: Type.String(),
    payload: Type.Record(Type.String(), Type.Unknown()),
    /** The request that caused it, to follow one user action across services' logs. */
    requestId: Type.Optional(Type.String({ maxLength: 128 })),
  },
  { additionalProperties: false },
);

export const EventBatchSchema = Type.Object(
  { events: Type.Array(ServiceEventSchema, { maxItems: 1000 }) },
  { additionalProperties: false },
);

export type ApplyServiceEvent = (trx: Knex.Transaction, event: ServiceEvent) => Promise<void>;

/**
 * `POST /internal/events`: a batch from another service's outbox, applied in order, each event
 * once (the consumer's inbox), so a redelivered batch changes nothing.
 */
export function eventConsumerRoutes(consumer: string, apply: ApplyServiceEvent) {
  const routes: FastifyPluginAsyncTypebox = async (internal) => {
    internal.post(
      '/events',
      {
        bodyLimit: 8 * 1024 * 1024,
        schema: {
          body: EventBatchSchema,
          response: {
            200: Type.Object({
              success: Type.Literal(true),
              data: Type.Object({ received: Type.Integer(), applied: Type.Integer() }),
            }),
            400: ErrorBodySchema,
            401: ErrorBodySchema,
          },
        },
      },
      async (request) => {
        const events = request.body.events as ServiceEvent[];
        const applied = await applyEventsOnce(internal.db, consumer, events, apply);
        return { success: true as const, data: { received: events.length, applied } };
      },
    );
  };
  return routes;
}
