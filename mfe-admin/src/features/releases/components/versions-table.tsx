import type { RemoteRelease, RemoteReleaseVersion } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { Button } from '@drops/ui';
import { releaseAreaMessages as messages } from '../../../messages';
import { Actions, CellSub, ListTable, StatusPill, Words } from '../../../shared/data-table';
import {
  canaryCandidates,
  channelRoleOf,
  rollbackTargets,
  type ChannelPlan,
} from '../channel-plans';
import { VersionId } from './releases-page.styles';

const { columns } = messages;

/** The actions a row offers: promote its canary, make it the canary, or roll back to it. */
function RowActions({
  release,
  version,
  onPlan,
}: {
  release: RemoteRelease;
  version: RemoteReleaseVersion;
  onPlan: (plan: ChannelPlan) => void;
}) {
  const role = channelRoleOf(release.channel, version.version);
  const canaryPercent = release.channel.canary?.percent ?? 10;
  const canCanary = canaryCandidates(release).some((item) => item.version === version.version);
  const canRollBack = rollbackTargets(release).some((item) => item.version === version.version);
  if (!role && !canCanary && !canRollBack) return null;
  const plan = (kind: ChannelPlan['kind']) => () =>
    onPlan({ kind, version: version.version, percent: canaryPercent });
  return (
    <Actions role="group" aria-label={messages.actionsFor(version.version)}>
      {role === 'canary' ? (
        <Button $size="small" onClick={plan('promote')}>
          {messages.promote}
        </Button>
      ) : null}
      {canCanary ? (
        <Button $variant="secondary" $size="small" onClick={plan('canary')}>
          {messages.setCanary}
        </Button>
      ) : null}
      {canRollBack ? (
        <Button $variant="danger" $size="small" onClick={plan('rollback')}>
          {messages.rollBack}
        </Button>
      ) : null}
    </Actions>
  );
}

function ChannelCell({ release, version }: { release: RemoteRelease; version: string }) {
  const role = channelRoleOf(release.channel, version);
  if (role === 'stable') return <StatusPill $tone="success">{messages.stable}</StatusPill>;
  if (role === 'canary')
    return (
      <StatusPill $tone="accent">
        {messages.canary} {release.channel.canary?.percent}%
      </StatusPill>
    );
  return null;
}

/** Each version, newest first: who registered it and when, its last hour, its place, its actions. */
export function VersionsTable({
  release,
  label,
  onPlan,
}: {
  release: RemoteRelease;
  label: string;
  onPlan: (plan: ChannelPlan) => void;
}) {
  return (
    <ListTable
      label={messages.versionsOf(label)}
      columns={[
        columns.version,
        columns.registered,
        columns.lastHour,
        columns.channel,
        columns.actions,
      ]}
    >
      {release.versions.map((version) => (
        <tr key={version.version} data-version={version.version}>
          <td data-label={columns.version}>
            <span>
              <VersionId>{version.version}</VersionId>
              {version.removedAt ? <CellSub>{messages.removed}</CellSub> : null}
            </span>
          </td>
          <td data-label={columns.registered}>
            <span>
              <Words>{formatDateTime(version.registeredAt)}</Words>
              <CellSub>{version.registeredBy}</CellSub>
            </span>
          </td>
          <td data-label={columns.lastHour}>
            <span>
              <span>
                {messages.loadsAndFailures(version.lastHour.loads, version.lastHour.failures)}
              </span>
              <CellSub>
                {messages.failureRate(version.lastHour.loads, version.lastHour.failures)}
              </CellSub>
            </span>
          </td>
          <td data-label={columns.channel}>
            <ChannelCell release={release} version={version.version} />
          </td>
          <td>
            <RowActions release={release} version={version} onPlan={onPlan} />
          </td>
        </tr>
      ))}
    </ListTable>
  );
}
