import type { Knex } from 'knex';
import { isUniqueViolation } from '@drops/db';

/** How long a key is remembered: a retry after this is a new request. */
export const idempotencyWindowMs = 24 * 60 * 60 * 1000;

export interface StoredAnswer {
  statusCode: number;
  body: string;
  contentType: string | null;
}

export type KeyClaim =
  | { outcome: 'claimed' }
  | { outcome: 'replay'; answer: StoredAnswer }
  | { outcome: 'other-request' }
  | { outcome: 'in-progress' };

interface KeyRow {
  fingerprint: string;
  status_code: unknown;
  response_body: string | null;
  content_type: string | null;
  created_at: unknown;
}

/** `catalog_idempotency_keys`: one row per (scope, key), claimed before the work, answered after. */
export function createIdempotencyKeysRepository(db: Knex) {
  const table = () => db('catalog_idempotency_keys');

  return {
    /**
     * Claims the key for this request, or says what the earlier request with it left: its
     * answer (same fingerprint), a different request, or one still being worked on.
     */
    async claim(scope: string, key: string, fingerprint: string): Promise<KeyClaim> {
      const now = Date.now();
      for (let attempt = 0; attempt < 2; attempt += 1) {
        try {
          await table().insert({ scope, idempotency_key: key, fingerprint, created_at: now });
          return { outcome: 'claimed' };
        } catch (error) {
          if (!isUniqueViolation(error)) throw error;
        }
        const row = (await table().where({ scope, idempotency_key: key }).first()) as
          KeyRow | undefined;
        if (!row) continue;
        if (now - Number(row.created_at) > idempotencyWindowMs) {
          // Expired: forgotten, and this request claims the key afresh.
          await table()
            .where({ scope, idempotency_key: key, created_at: row.created_at as number })
            .delete();
          continue;
        }
        if (row.fingerprint !== fingerprint) return { outcome: 'other-request' };
        if (row.status_code === null || row.response_body === null)
          return { outcome: 'in-progress' };
        return {
          outcome: 'replay',
          answer: {
            statusCode: Number(row.status_code),
            body: row.response_body,
            contentType: row.content_type,
          },
        };
      }
      return { outcome: 'in-progress' };
    },

    async answer(scope: string, key: string, answer: StoredAnswer): Promise<void> {
      await table().where({ scope, idempotency_key: key }).update({
        status_code: answer.statusCode,
        response_body: answer.body,
        content_type: answer.contentType,
      });
    },

    /** The work failed on our side (5xx): the key is released so a retry can do it. */
    async release(scope: string, key: string): Promise<void> {
      await table().where({ scope, idempotency_key: key }).delete();
    },

    async pruneExpired(now = Date.now()): Promise<void> {
      await table()
        .where('created_at', '<', now - idempotencyWindowMs)
        .delete();
    },
  };
}

export type IdempotencyKeysRepository = ReturnType<typeof createIdempotencyKeysRepository>;
