import type { AuditLogEntry } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { Muted } from '@drops/ui';
import { releaseAreaMessages as messages } from '../../../messages';
import { auditAreaMessages } from '../../../shared/audit-messages';
import { LoadingOrError } from '../../../shared/loading-or-error';
import { useRemoteHistory } from '../api/list-releases';
import { HistoryList, SubSection } from './releases-page.styles';

type StoredChannel = { stable?: unknown; canary?: unknown } | null;

/** A channel as the audit entry stored it (`{ stable, canary }`), in words. */
function channelWords(values: StoredChannel): string {
  const stable = typeof values?.stable === 'string' ? values.stable : messages.noStable;
  const canary = values?.canary as { version?: string; percent?: number } | null | undefined;
  return messages.channelWords(
    stable,
    canary?.version ? messages.canaryShare(canary.version, canary.percent ?? 0) : null,
  );
}

/** What an entry did, as its first line: the kind of channel change, else the action. */
function titleOf(entry: AuditLogEntry): string {
  if (entry.action === 'remote_channel' && entry.reason)
    return messages.changeKinds[entry.reason] ?? entry.reason;
  return auditAreaMessages.actionLabels[entry.action];
}

function changeOf(entry: AuditLogEntry): string | null {
  if (entry.action === 'remote_channel')
    return `${channelWords(entry.before)} → ${channelWords(entry.after)}`;
  if (entry.action === 'remote_register' && typeof entry.after?.version === 'string')
    return `${messages.columns.version} ${entry.after.version}`;
  return null;
}

/**
 * The remote's latest registry actions from the audit log: who registered what, each channel
 * change with its reason, and the registry's own automatic rollbacks (with the rates that
 * triggered them), marked so they stand out.
 */
export function ReleaseHistory({ remote }: { remote: string }) {
  const { state, reload } = useRemoteHistory(remote);
  return (
    <SubSection aria-labelledby={`${remote}-history`}>
      <h3 id={`${remote}-history`}>{messages.history}</h3>
      <LoadingOrError state={state} loadingText={messages.loadingHistory} onRetry={reload} />
      {state.status === 'ready' && state.data.length === 0 ? (
        <Muted>{messages.noHistory}</Muted>
      ) : null}
      {state.status === 'ready' && state.data.length > 0 ? (
        <HistoryList aria-label={`${messages.history} ${remote}`}>
          {state.data.map((entry) => {
            const change = changeOf(entry);
            return (
              <li key={entry._id} data-automatic={entry.reason === messages.automaticRollback}>
                <p>
                  <strong>{titleOf(entry)}</strong>
                </p>
                <Muted>
                  {formatDateTime(entry.createdAt)} · {entry.actorEmail}
                </Muted>
                {change ? <p>{change}</p> : null}
                {entry.note ? <p>“{entry.note}”</p> : null}
              </li>
            );
          })}
        </HistoryList>
      ) : null}
    </SubSection>
  );
}
