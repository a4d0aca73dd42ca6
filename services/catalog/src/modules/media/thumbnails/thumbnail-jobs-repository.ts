import type { Knex } from 'knex';
import { thumbnailWidths, type ThumbnailWidth } from '@drops/contracts';

export type ThumbnailJobStatus = 'pending' | 'processing' | 'ready' | 'failed';

export interface ThumbnailJob {
  sourceKey: string;
  status: ThumbnailJobStatus;
  attempts: number;
  widths: ThumbnailWidth[];
  error: string | null;
}

interface ThumbnailJobRow {
  source_key: string;
  status: string;
  attempts: number | string;
  widths: string | null;
  error: string | null;
  lease_owner: string | null;
  lease_until: number | null;
  created_at: number;
  updated_at: number;
}

/** A job is tried this many times (a replica dying mid-job counts as a try) before it fails. */
export const maxThumbnailAttempts = 3;

function widthsOf(value: string | null): ThumbnailWidth[] {
  if (!value) return [];
  const parsed: unknown = JSON.parse(value);
  return Array.isArray(parsed) ? thumbnailWidths.filter((width) => parsed.includes(width)) : [];
}

function jobOf(row: ThumbnailJobRow): ThumbnailJob {
  return {
    sourceKey: row.source_key,
    status: row.status as ThumbnailJobStatus,
    attempts: Number(row.attempts),
    widths: widthsOf(row.widths),
    error: row.error,
  };
}

/** The `image_thumbnails` table: which originals need thumbnails, who is making them, which are made. */
export function createThumbnailJobsRepository(db: Knex) {
  const table = () => db<ThumbnailJobRow>('image_thumbnails');

  return {
    /** Asks for thumbnails of a stored image; asking again for the same key changes nothing. */
    async enqueue(sourceKey: string, now = Date.now()): Promise<void> {
      await table()
        .insert({
          source_key: sourceKey,
          status: 'pending',
          attempts: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict('source_key')
        .ignore();
    },

    /**
     * Takes the next job for `owner` until `now + leaseMs`: a pending one, or one whose lease ran
     * out (its replica died). The conditional UPDATE is the lock: of two replicas that picked the
     * same row, one changes it and the other changes nothing and tries the next.
     */
    async lease(owner: string, leaseMs: number, now = Date.now()): Promise<ThumbnailJob | null> {
      const candidates = await table()
        .select('source_key')
        .where('status', 'pending')
        .orWhere((expired) =>
          expired
            .where('status', 'processing')
            .andWhere('lease_until', '<', now)
            // A job whose worker died on it every time (a process killed mid-image) is left.
            .andWhere('attempts', '<', maxThumbnailAttempts),
        )
        .orderBy('created_at')
        .limit(5);
      for (const { source_key: sourceKey } of candidates) {
        const changed = await table()
          .where('source_key', sourceKey)
          .andWhere((free) =>
            free.where('status', 'pending').orWhere((expired) =>
              expired
                .where('status', 'processing')
                .andWhere('lease_until', '<', now)
                // A job whose worker died on it every time (a process killed mid-image) is left.
                .andWhere('attempts', '<', maxThumbnailAttempts),
            ),
          )
          .update({
            status: 'processing',
            lease_owner: owner,
            lease_until: now + leaseMs,
            attempts: db.raw('attempts + 1'),
            updated_at: now,
          } as never);
        if (changed === 1) {
          const row = await table().where('source_key', sourceKey).first();
          if (row) return jobOf(row);
        }
      }
      return null;
    },

    /** The job's outcome, recorded only while `owner` still holds the lease. */
    async finish(
      owner: string,
      sourceKey: string,
      outcome: { widths: ThumbnailWidth[] } | { error: string; retry: boolean },
      now = Date.now(),
    ): Promise<void> {
      const done =
        'widths' in outcome
          ? { status: 'ready', widths: JSON.stringify(outcome.widths), error: null }
          : { status: outcome.retry ? 'pending' : 'failed', error: outcome.error.slice(0, 300) };
      await table()
        .where('source_key', sourceKey)
        .andWhere('lease_owner', owner)
        .andWhere('status', 'processing')
        .update({ ...done, lease_owner: null, lease_until: null, updated_at: now } as never);
    },

    /**
     * Asks again for the thumbnails of an image whose job ended (made, or failed) but whose
     * thumbnails are missing: pending from a clean slate, its widths forgotten so that no list
     * names the missing files meanwhile. A job waiting or in hand is left as it is.
     */
    async requeue(sourceKey: string, now = Date.now()): Promise<boolean> {
      const changed = await table()
        .where('source_key', sourceKey)
        .whereIn('status', ['ready', 'failed'])
        .update({
          status: 'pending',
          attempts: 0,
          widths: null,
          error: null,
          lease_owner: null,
          lease_until: null,
          updated_at: now,
        } as never);
      return changed === 1;
    },

    /** The jobs of these originals, by key (an original never queued has none). */
    async findMany(sourceKeys: string[]): Promise<Map<string, ThumbnailJob>> {
      const found = new Map<string, ThumbnailJob>();
      if (sourceKeys.length === 0) return found;
      const rows = await table().whereIn('source_key', sourceKeys);
      for (const row of rows) found.set(row.source_key, jobOf(row));
      return found;
    },

    async find(sourceKey: string): Promise<ThumbnailJob | null> {
      const row = await table().where('source_key', sourceKey).first();
      return row ? jobOf(row) : null;
    },

    /** The widths made of each original that has its thumbnails (others are left out). */
    async readyWidths(sourceKeys: string[]): Promise<Map<string, ThumbnailWidth[]>> {
      const ready = new Map<string, ThumbnailWidth[]>();
      if (sourceKeys.length === 0) return ready;
      const rows = await table()
        .select('source_key', 'status', 'attempts', 'widths', 'error')
        .whereIn('source_key', sourceKeys)
        .andWhere('status', 'ready');
      for (const row of rows) ready.set(row.source_key, widthsOf(row.widths));
      return ready;
    },

    /** Jobs waiting and being made, for the queue depth metric (issue 19). */
    async depth(): Promise<{ pending: number; processing: number }> {
      const rows = (await table()
        .whereIn('status', ['pending', 'processing'])
        .groupBy('status')
        .select('status')
        .count({ count: '*' })) as { status: string; count: unknown }[];
      const of = (status: string) => Number(rows.find((row) => row.status === status)?.count ?? 0);
      return { pending: of('pending'), processing: of('processing') };
    },

    /** Jobs not finished yet (pending or processing): the bench and tests wait on it. */
    async unfinishedCount(): Promise<number> {
      const [row] = await table()
        .whereIn('status', ['pending', 'processing'])
        .count<{ count: number | string }[]>({ count: '*' });
      return Number(row?.count ?? 0);
    },
  };
}

export type ThumbnailJobsRepository = ReturnType<typeof createThumbnailJobsRepository>;
