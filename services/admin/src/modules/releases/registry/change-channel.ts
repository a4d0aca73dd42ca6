import type { Knex } from 'knex';
import {
  releaseMessages,
  versionConflictCode,
  type ChannelState,
  type SetChannelBody,
} from '@drops/contracts';
import { DomainError } from '@drops/service-kit';
import { toIsoOrNull } from '@drops/db';
import {
  kindOfChange,
  requestedChannel,
  type Channel,
  type ChannelChangeKind,
} from '../domain/channel-change';
import { actorName, type ReleaseActor } from '../domain/release-actor';
import { StaleChannelError, type StoredChannel } from '../releases-repository';
import { recordAction, type RegistryContext } from './context';
import { releaseRefused } from './errors';

type ChannelValues = Omit<Channel, 'revision'>;

/** A channel as the API answers it, with each version's manifest address. */
export async function channelStateOf(
  context: RegistryContext,
  channel: StoredChannel,
): Promise<ChannelState> {
  const urlOf = async (version: string) =>
    (await context.releases.findVersion(channel.remote, version))?.manifestUrl ?? '';
  return {
    stable: channel.stable
      ? { version: channel.stable, manifestUrl: await urlOf(channel.stable) }
      : null,
    canary: channel.canary
      ? { ...channel.canary, manifestUrl: await urlOf(channel.canary.version) }
      : null,
    version: channel.revision,
    updatedAt: toIsoOrNull(channel.updatedAt),
    updatedBy: channel.updatedBy,
  };
}

const valuesOf = ({ stable, canary }: ChannelValues) => ({ stable, canary });

/** 409 of a stale channel `version`, with the channel as it stands now. */
async function channelConflict(context: RegistryContext, remote: string): Promise<DomainError> {
  const current = await channelStateOf(context, await context.releases.channelOf(remote));
  return new DomainError(409, releaseMessages.channelConflict, versionConflictCode, undefined, {
    current,
  });
}

export interface ChannelWrite {
  remote: string;
  actor: ReleaseActor;
  /**
   * The next channel given the current one; null leaves it as it is. Reads go through `trx`
   * (SQLite has one connection, held by the transaction).
   */
  decide(
    current: StoredChannel,
    trx: Knex.Transaction,
  ): Promise<ChannelValues | null> | ChannelValues | null;
  kind?: ChannelChangeKind;
  note: string;
  requestId?: string;
  /** Extra values the audit entry keeps after the change (the rates of a rollback). */
  auditAfter?: Record<string, unknown>;
}

/**
 * Every channel change: read (locked), decide, compare-and-set, audit, in one transaction; then
 * this replica's snapshot is refreshed (the others read it within a second). Answers the saved
 * channel, or null when `decide` left it alone. A writer that got in between raises
 * StaleChannelError.
 */
export async function writeChannel(
  context: RegistryContext,
  write: ChannelWrite,
): Promise<StoredChannel | null> {
  const saved = await context.db.transaction(async (trx) => {
    const current = await context.releases.channelOf(write.remote, trx);
    const next = await write.decide(current, trx);
    if (next === null) return null;
    const registeredAt = new Map<string, number>();
    for (const version of [current.stable, next.stable]) {
      if (!version) continue;
      const found = await context.releases.findVersion(write.remote, version, trx);
      registeredAt.set(version, found?.registeredAt ?? 0);
    }
    const kind =
      write.kind ?? kindOfChange(current, next, (version) => registeredAt.get(version) ?? 0);
    const stored = await context.releases.saveChannel(
      write.remote,
      next,
      current.revision,
      { at: context.now(), name: actorName(write.actor) },
      trx,
    );
    await recordAction(
      context,
      write.actor,
      {
        action: 'remote_channel',
        remote: write.remote,
        before: valuesOf(current),
        after: { ...valuesOf(next), ...write.auditAfter },
        reason: kind,
        note: write.note,
        requestId: write.requestId,
      },
      trx,
    );
    return stored;
  });
  if (saved) await context.snapshot.refresh();
  return saved;
}

/** `PUT /admin/remotes/{name}/channel`: promote, canary, roll back (409 on a stale `version`). */
export async function setChannel(
  context: RegistryContext,
  remote: string,
  body: SetChannelBody,
  actor: ReleaseActor,
  requestId: string,
): Promise<ChannelState> {
  try {
    const saved = await writeChannel(context, {
      remote,
      actor,
      note: body.reason.trim(),
      requestId,
      decide: async (current, trx) => {
        if (body.version !== undefined && body.version !== current.revision)
          throw new StaleChannelError();
        const facts = new Map<string, { registeredAt: number; removed: boolean }>();
        for (const version of [body.stable, body.canary?.version]) {
          if (!version) continue;
          const found = await context.releases.findVersion(remote, version, trx);
          if (found)
            facts.set(version, {
              registeredAt: found.registeredAt,
              removed: found.removedAt !== null,
            });
        }
        const { next, problems } = requestedChannel(body, (version) => facts.get(version), {
          unknown: releaseMessages.versionUnknown,
          removed: releaseMessages.versionRemoved,
          canaryIsStable: releaseMessages.canaryIsStable,
        });
        if (Object.keys(problems).length > 0)
          throw releaseRefused(Object.values(problems)[0]!, problems);
        return next;
      },
    });
    return channelStateOf(context, saved!);
  } catch (error) {
    if (error instanceof StaleChannelError) throw await channelConflict(context, remote);
    throw error;
  }
}
