import type { Knex } from 'knex';
import {
  insertedOnce,
  isMysql,
  isUniqueViolation,
  newId,
  toIso,
  toIsoOrNull,
  toNumberOrNull,
} from '@drops/db';
import type { RemoteVersion } from '@drops/contracts';
import type { Channel } from './domain/channel-change';

type Db = Knex | Knex.Transaction;

interface VersionRow {
  id: string;
  remote: string;
  version: string;
  manifest_url: string;
  contract_version: string;
  registered_at: number | string;
  registered_by: string;
  removed_at: number | string | null;
}

interface ChannelRow {
  remote: string;
  stable_version: string | null;
  canary_version: string | null;
  canary_percent: number | string | null;
  revision: number | string;
  updated_at: number | string | null;
  updated_by: string | null;
}

/** A version as stored, with its times as epoch milliseconds. */
export interface StoredVersion {
  remote: string;
  version: string;
  manifestUrl: string;
  contractVersion: string;
  registeredAt: number;
  registeredBy: string;
  removedAt: number | null;
}

export interface StoredChannel extends Channel {
  remote: string;
  updatedAt: number | null;
  updatedBy: string | null;
}

export interface StoredToken {
  remote: string;
  tokenId: string;
  tokenHash: string;
  createdAt: number;
  createdBy: string;
  expiresAt: number;
}

const toStoredVersion = (row: VersionRow): StoredVersion => ({
  remote: row.remote,
  version: row.version,
  manifestUrl: row.manifest_url,
  contractVersion: row.contract_version,
  registeredAt: Number(row.registered_at),
  registeredBy: row.registered_by,
  removedAt: toNumberOrNull(row.removed_at),
});

export const toRemoteVersion = (stored: StoredVersion): RemoteVersion => ({
  version: stored.version,
  manifestUrl: stored.manifestUrl,
  contractVersion: stored.contractVersion,
  registeredAt: toIso(stored.registeredAt),
  registeredBy: stored.registeredBy,
  removedAt: toIsoOrNull(stored.removedAt),
});

const emptyChannel = (remote: string): StoredChannel => ({
  remote,
  stable: null,
  canary: null,
  revision: 0,
  updatedAt: null,
  updatedBy: null,
});

const toStoredChannel = (row: ChannelRow): StoredChannel => ({
  remote: row.remote,
  stable: row.stable_version,
  canary:
    row.canary_version === null
      ? null
      : { version: row.canary_version, percent: Number(row.canary_percent) },
  revision: Number(row.revision),
  updatedAt: toNumberOrNull(row.updated_at),
  updatedBy: row.updated_by,
});

/** The channel moved on between its read and the write (another change got in). */
export class StaleChannelError extends Error {
  override name = 'StaleChannelError';
}

/**
 * `remote_versions`, `remote_channels`, `remote_release_tokens`: all the registry's SQL but the
 * load counts. Writes take the caller's transaction.
 */
export function createReleasesRepository(db: Knex) {
  return {
    async findVersion(remote: string, version: string, trx: Db = db) {
      const row = await trx<VersionRow>('remote_versions').where({ remote, version }).first();
      return row ? toStoredVersion(row) : undefined;
    },

    /** A remote's versions newest first (`limit` of them), removed ones included. */
    async listVersions(remote: string, limit: number, trx: Db = db): Promise<StoredVersion[]> {
      const rows = await trx<VersionRow>('remote_versions')
        .where({ remote })
        .orderBy([
          { column: 'registered_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(toStoredVersion);
    },

    /** Every version whose files are still kept, of every remote. */
    async liveVersions(trx: Db = db): Promise<StoredVersion[]> {
      const rows = await trx<VersionRow>('remote_versions').whereNull('removed_at');
      return rows.map(toStoredVersion);
    },

    /** False when the (remote, version) pair is taken already. */
    async insertVersion(version: Omit<StoredVersion, 'removedAt'>, trx: Db = db): Promise<boolean> {
      return insertedOnce(
        trx('remote_versions').insert({
          id: newId(),
          remote: version.remote,
          version: version.version,
          manifest_url: version.manifestUrl,
          contract_version: version.contractVersion,
          registered_at: version.registeredAt,
          registered_by: version.registeredBy,
          removed_at: null,
        }),
      );
    },

    async markRemoved(remote: string, version: string, at: number, trx: Db = db) {
      await trx('remote_versions')
        .where({ remote, version })
        .whereNull('removed_at')
        .update({ removed_at: at });
    },

    /** The channel, locked for the transaction on MariaDB; an empty one before any release. */
    async channelOf(remote: string, trx: Db = db): Promise<StoredChannel> {
      const query = trx<ChannelRow>('remote_channels').where({ remote }).first();
      if (isMysql(trx) && trx.isTransaction) query.forUpdate();
      const row = await query;
      return row ? toStoredChannel(row) : emptyChannel(remote);
    },

    async allChannels(trx: Db = db): Promise<StoredChannel[]> {
      const rows = await trx<ChannelRow>('remote_channels').select('*');
      return rows.map(toStoredChannel);
    },

    /**
     * Writes the channel if it is still at `expectedRevision` (0: never written), raising the
     * revision; throws StaleChannelError otherwise.
     */
    async saveChannel(
      remote: string,
      next: Omit<Channel, 'revision'>,
      expectedRevision: number,
      by: { at: number; name: string },
      trx: Db = db,
    ): Promise<StoredChannel> {
      const values = {
        stable_version: next.stable,
        canary_version: next.canary?.version ?? null,
        canary_percent: next.canary?.percent ?? null,
        revision: expectedRevision + 1,
        updated_at: by.at,
        updated_by: by.name,
      };
      if (expectedRevision === 0) {
        try {
          await trx('remote_channels').insert({ remote, ...values });
        } catch (error) {
          if (isUniqueViolation(error)) throw new StaleChannelError();
          throw error;
        }
      } else {
        const changed = await trx('remote_channels')
          .where({ remote, revision: expectedRevision })
          .update(values);
        if (changed !== 1) throw new StaleChannelError();
      }
      return {
        remote,
        ...next,
        revision: expectedRevision + 1,
        updatedAt: by.at,
        updatedBy: by.name,
      };
    },

    async tokenOf(remote: string, trx: Db = db): Promise<StoredToken | undefined> {
      const row = (await trx('remote_release_tokens').where({ remote }).first()) as
        Record<string, unknown> | undefined;
      if (!row) return undefined;
      return {
        remote,
        tokenId: String(row.token_id),
        tokenHash: String(row.token_hash),
        createdAt: Number(row.created_at),
        createdBy: String(row.created_by),
        expiresAt: Number(row.expires_at),
      };
    },

    /** The remote's one live token; answers whether it replaced one. */
    async replaceToken(token: StoredToken, trx: Db = db): Promise<boolean> {
      const values = {
        token_id: token.tokenId,
        token_hash: token.tokenHash,
        created_at: token.createdAt,
        created_by: token.createdBy,
        expires_at: token.expiresAt,
      };
      const replaced = await trx('remote_release_tokens')
        .where({ remote: token.remote })
        .update(values);
      if (replaced === 0)
        await trx('remote_release_tokens').insert({ remote: token.remote, ...values });
      return replaced > 0;
    },
  };
}

export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;
