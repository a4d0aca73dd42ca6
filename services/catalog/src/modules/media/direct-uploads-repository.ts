import type { Knex } from 'knex';
import type { DirectUploadPurpose } from '@drops/contracts';
import { insertedOnce } from '@drops/db';

export type DirectUploadState = 'pending' | 'completed';

export interface DirectUpload {
  id: string;
  owner: string;
  purpose: DirectUploadPurpose;
  slot: number;
  fileName: string;
  declaredType: string;
  declaredSize: number;
  stagingKey: string;
  storageKey: string | null;
  state: DirectUploadState;
  createdAt: number;
  completedAt: number | null;
}

interface DirectUploadRow {
  id: string;
  owner: string;
  purpose: string;
  slot: unknown;
  file_name: string;
  declared_type: string;
  declared_size: unknown;
  staging_key: string;
  storage_key: string | null;
  state: string;
  created_at: unknown;
  completed_at: unknown;
}

function uploadOf(row: DirectUploadRow): DirectUpload {
  return {
    id: row.id,
    owner: row.owner,
    purpose: row.purpose as DirectUploadPurpose,
    slot: Number(row.slot),
    fileName: row.file_name,
    declaredType: row.declared_type,
    declaredSize: Number(row.declared_size),
    stagingKey: row.staging_key,
    storageKey: row.storage_key,
    state: row.state as DirectUploadState,
    createdAt: Number(row.created_at),
    completedAt: row.completed_at === null ? null : Number(row.completed_at),
  };
}

/** `catalog_direct_uploads` and the job leases: the direct uploads' bookkeeping. */
export function createDirectUploadsRepository(db: Knex) {
  const uploads = () => db<DirectUploadRow>('catalog_direct_uploads');
  const leases = () => db('catalog_job_leases');

  return {
    async create(upload: Omit<DirectUpload, 'storageKey' | 'state' | 'completedAt'>) {
      await uploads().insert({
        id: upload.id,
        owner: upload.owner,
        purpose: upload.purpose,
        slot: upload.slot,
        file_name: upload.fileName,
        declared_type: upload.declaredType,
        declared_size: upload.declaredSize,
        staging_key: upload.stagingKey,
        storage_key: null,
        state: 'pending',
        created_at: upload.createdAt,
        completed_at: null,
      });
    },

    async find(id: string): Promise<DirectUpload | null> {
      const row = await uploads().where({ id }).first();
      return row ? uploadOf(row) : null;
    },

    /** Marks a pending upload completed; false when another request completed it first. */
    async complete(id: string, storageKey: string, now: number): Promise<boolean> {
      const changed = await uploads()
        .where({ id, state: 'pending' })
        .update({ state: 'completed', storage_key: storageKey, completed_at: now });
      return changed === 1;
    },

    /** Pending uploads created before `before`, oldest first. */
    async stalePending(before: number, limit: number): Promise<DirectUpload[]> {
      const rows = await uploads()
        .where('state', 'pending')
        .andWhere('created_at', '<', before)
        .orderBy('created_at')
        .limit(limit);
      return rows.map(uploadOf);
    },

    async remove(id: string): Promise<void> {
      await uploads().where({ id, state: 'pending' }).delete();
    },

    /**
     * Takes or renews the lease of a periodic job: true when `holder` may run it until
     * `now + ttlMs`. One replica holds it at a time; an expired lease goes to whoever asks next.
     */
    async takeLease(job: string, holder: string, now: number, ttlMs: number): Promise<boolean> {
      const expiresAt = now + ttlMs;
      const renewed = await leases()
        .where({ job })
        .andWhere((query) => query.where('holder', holder).orWhere('expires_at', '<', now))
        .update({ holder, expires_at: expiresAt });
      if (renewed === 1) return true;
      // Refused: another replica inserted it first, or holds it; not ours this time.
      return insertedOnce(leases().insert({ job, holder, expires_at: expiresAt }));
    },
  };
}

export type DirectUploadsRepository = ReturnType<typeof createDirectUploadsRepository>;
