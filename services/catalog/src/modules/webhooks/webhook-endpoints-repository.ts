import type { Knex } from 'knex';
import type { WebhookEndpoint, WebhookEventType } from '@drops/contracts';
import { newId, parseJson, toJson } from '@drops/db';

export interface WebhookEndpointRow {
  id: string;
  seller_id: string;
  url: string;
  description: string;
  events: unknown;
  secret_encrypted: string;
  status: string;
  failing_since: unknown;
  disabled_at: unknown;
  disabled_reason: string | null;
  created_at: unknown;
}

const isoOrNull = (value: unknown) =>
  value == null ? null : new Date(Number(value)).toISOString();

export function toWebhookEndpoint(row: WebhookEndpointRow): WebhookEndpoint {
  return {
    _id: row.id,
    url: row.url,
    description: row.description,
    events: parseJson<WebhookEventType[]>(row.events, []),
    status: row.status === 'disabled' ? 'disabled' : 'active',
    disabledAt: isoOrNull(row.disabled_at),
    disabledReason: row.disabled_reason,
    failingSince: isoOrNull(row.failing_since),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}

export interface NewWebhookEndpoint {
  sellerId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  sealedSecret: string;
}

/** A seller's webhook endpoints: every query is scoped to the owner. */
export function createWebhookEndpointsRepository(db: Knex) {
  const run = (trx?: Knex.Transaction) => trx ?? db;
  return {
    async countOwned(sellerId: string, trx?: Knex.Transaction): Promise<number> {
      const row = (await run(trx)('webhook_endpoints')
        .where({ seller_id: sellerId })
        .count({ total: '*' })
        .first()) as { total: unknown } | undefined;
      return Number(row?.total ?? 0);
    },

    async insert(endpoint: NewWebhookEndpoint, trx?: Knex.Transaction): Promise<WebhookEndpoint> {
      const row: WebhookEndpointRow = {
        id: newId(),
        seller_id: endpoint.sellerId,
        url: endpoint.url,
        description: endpoint.description,
        events: toJson(endpoint.events),
        secret_encrypted: endpoint.sealedSecret,
        status: 'active',
        failing_since: null,
        disabled_at: null,
        disabled_reason: null,
        created_at: Date.now(),
      };
      await run(trx)('webhook_endpoints').insert(row);
      return toWebhookEndpoint(row);
    },

    async listOwned(sellerId: string): Promise<WebhookEndpoint[]> {
      const rows = (await db('webhook_endpoints')
        .where({ seller_id: sellerId })
        .orderBy([
          { column: 'created_at', order: 'asc' },
          { column: 'id', order: 'asc' },
        ])) as WebhookEndpointRow[];
      return rows.map(toWebhookEndpoint);
    },

    async findOwned(sellerId: string, id: string): Promise<WebhookEndpointRow | null> {
      const row = (await db('webhook_endpoints').where({ id, seller_id: sellerId }).first()) as
        WebhookEndpointRow | undefined;
      return row ?? null;
    },

    /** The endpoint, its deliveries and their attempts. */
    async remove(sellerId: string, id: string): Promise<boolean> {
      return db.transaction(async (trx) => {
        const removed = await trx('webhook_endpoints').where({ id, seller_id: sellerId }).delete();
        if (removed === 0) return false;
        const deliveries = trx('webhook_deliveries').where({ endpoint_id: id }).select('id');
        await trx('webhook_attempts').whereIn('delivery_id', deliveries).delete();
        await trx('webhook_deliveries').where({ endpoint_id: id }).delete();
        return true;
      });
    },

    /** The seller's active endpoints that chose this event. */
    async subscribedTo(
      sellerId: string,
      eventType: string,
      trx?: Knex.Transaction,
    ): Promise<WebhookEndpointRow[]> {
      const rows = (await run(trx)('webhook_endpoints').where({
        seller_id: sellerId,
        status: 'active',
      })) as WebhookEndpointRow[];
      return rows.filter((row) => parseJson<string[]>(row.events, []).includes(eventType));
    },
  };
}

export type WebhookEndpointsRepository = ReturnType<typeof createWebhookEndpointsRepository>;
