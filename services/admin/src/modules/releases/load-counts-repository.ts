import type { Knex } from 'knex';
import { isMysql } from '@drops/db';
import type { RemoteLoadKind } from '@drops/contracts';
import type { LoadTally } from './domain/canary-health';

type Db = Knex | Knex.Transaction;

/** One minute's count of one kind of load of one version. */
export interface LoadCount {
  remote: string;
  version: string;
  minute: number;
  kind: RemoteLoadKind;
  count: number;
}

const table = 'remote_load_counts';

/**
 * `remote_load_counts`: the browsers' reports summed per minute. A load is reported once with
 * its outcome, so a version's loads are all its counts and its failures those not `load-ok`.
 */
export function createLoadCountsRepository(db: Knex) {
  const tallies = async (
    since: number,
    where: (query: Knex.QueryBuilder) => void,
    trx: Db,
  ): Promise<Map<string, LoadTally>> => {
    const query = trx(table)
      .select('remote', 'version')
      .sum({ loads: 'count' })
      .select(
        trx.raw("SUM(CASE WHEN ?? = 'load-ok' THEN 0 ELSE ?? END) AS ??", [
          'kind',
          'count',
          'failures',
        ]),
      )
      .where('minute', '>=', since)
      .groupBy('remote', 'version');
    where(query);
    const rows = (await query) as {
      remote: string;
      version: string;
      loads: unknown;
      failures: unknown;
    }[];
    return new Map(
      rows.map((row) => [
        `${row.remote}/${row.version}`,
        { loads: Number(row.loads ?? 0), failures: Number(row.failures ?? 0) },
      ]),
    );
  };

  return {
    /** Adds the counts to what the minutes hold already (one statement). */
    async add(counts: LoadCount[], trx: Db = db): Promise<void> {
      if (counts.length === 0) return;
      const rows = counts.map(({ remote, version, minute, kind, count }) => ({
        remote,
        version,
        minute,
        kind,
        count,
      }));
      const sum = isMysql(trx)
        ? trx.raw('?? + VALUES(??)', ['count', 'count'])
        : trx.raw('?? + excluded.??', ['count', 'count']);
      await trx(table)
        .insert(rows)
        .onConflict(['remote', 'version', 'minute', 'kind'])
        .merge({ count: sum });
    },

    /** Loads and failures per `remote/version` since the minute given. */
    tallySince(since: number, trx: Db = db) {
      return tallies(since, () => undefined, trx);
    },

    /** The same, for some versions of one remote only. */
    tallyOf(remote: string, versions: string[], since: number, trx: Db = db) {
      return tallies(since, (query) => query.where({ remote }).whereIn('version', versions), trx);
    },

    /** `remote/version` of every version reported since the minute given. */
    async reportedSince(since: number, trx: Db = db): Promise<Set<string>> {
      const rows = (await trx(table)
        .distinct('remote', 'version')
        .where('minute', '>=', since)) as { remote: string; version: string }[];
      return new Set(rows.map((row) => `${row.remote}/${row.version}`));
    },

    async removeBefore(minute: number, trx: Db = db): Promise<void> {
      await trx(table).where('minute', '<', minute).delete();
    },
  };
}

export type LoadCountsRepository = ReturnType<typeof createLoadCountsRepository>;
