import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import type { NewAuditEntry } from '../../audit';
import type { ShellProvision } from '../domain/compatibility-gate';
import type { FetchPolicy } from '../domain/build-fetch';
import { actorId, actorName, type ReleaseActor } from '../domain/release-actor';
import type { LoadCountsRepository } from '../load-counts-repository';
import type { ReleasesRepository } from '../releases-repository';
import type { ReleaseStorage } from '../storage/release-storage';
import type { ChannelSnapshot } from './channel-snapshot';
import type { ReportBuffer } from './report-buffer';

/**
 * An audit log entry of the registry (target type `remote`, target id the remote's name). Its
 * `reason` is the kind of change (`promote`, `automatic rollback`...); its `note` the words of
 * whoever acted, or the rates of an automatic rollback.
 */
export interface ReleaseAuditEntry extends Pick<
  NewAuditEntry,
  'before' | 'after' | 'reason' | 'note' | 'requestId'
> {
  action: 'remote_register' | 'remote_channel' | 'remote_token';
  remote: string;
}

/** The audit module's face as the registry uses it: one entry, in the caller's transaction. */
export interface AuditRecorder {
  record(
    entry: NewAuditEntry & { action: ReleaseAuditEntry['action']; targetType: 'remote' },
    trx?: Knex | Knex.Transaction,
  ): Promise<unknown>;
}

/** Everything the registry's operations share, built once by the module's plugin. */
export interface RegistryContext {
  db: Knex;
  releases: ReleasesRepository;
  loadCounts: LoadCountsRepository;
  audit: AuditRecorder;
  storage: ReleaseStorage;
  fetchPolicy: FetchPolicy;
  shell: ShellProvision;
  snapshot: ChannelSnapshot;
  reports: ReportBuffer;
  log: FastifyBaseLogger;
  now(): number;
}

export function recordAction(
  context: RegistryContext,
  actor: ReleaseActor,
  entry: ReleaseAuditEntry,
  trx: Knex.Transaction,
): Promise<unknown> {
  const { remote, ...rest } = entry;
  return context.audit.record(
    {
      ...rest,
      actorId: actorId(actor),
      actorEmail: actorName(actor),
      targetType: 'remote',
      targetId: remote,
    },
    trx,
  );
}
