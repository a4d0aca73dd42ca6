import { useState } from 'react';
import type { ChannelState, RemoteRelease } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { EmptyState, Muted } from '@drops/ui';
import { releaseAreaMessages as messages } from '../../../messages';
import type { ChannelPlan } from '../channel-plans';
import { ChannelChangeDialog } from './channel-change-dialog';
import { ReleaseHistory } from './release-history';
import { ReleaseTokenSection } from './release-token-section';
import {
  ChannelGrid,
  RemoteCard,
  RemoteHeading,
  SubSection,
  VersionId,
} from './releases-page.styles';
import { VersionsTable } from './versions-table';

function ChannelSummary({ channel }: { channel: ChannelState }) {
  return (
    <ChannelGrid>
      <div>
        <dt>{messages.stable}</dt>
        <dd>
          {channel.stable ? <VersionId>{channel.stable.version}</VersionId> : messages.noStable}
        </dd>
      </div>
      <div>
        <dt>{messages.canary}</dt>
        <dd>
          {channel.canary
            ? messages.canaryShare(channel.canary.version, channel.canary.percent)
            : messages.noCanary}
        </dd>
      </div>
    </ChannelGrid>
  );
}

/**
 * One remote on the Releases screen: its channel, its versions with their actions, its release
 * token and its latest history. A change saved, or refused as stale, shows the channel the
 * server answered at once; the list is then read again for the rest.
 */
export function RemoteReleaseCard({
  release,
  onChannel,
  onChanged,
}: {
  release: RemoteRelease;
  onChannel: (remote: string, channel: ChannelState) => void;
  onChanged: () => void;
}) {
  const label = messages.remoteLabels[release.name] ?? release.name;
  // Each opening mounts a fresh dialog; a closed one stays until the next so focus returns home.
  const [dialog, setDialog] = useState<{ plan: ChannelPlan; open: boolean; opening: number }>();
  const close = () => setDialog((current) => current && { ...current, open: false });
  const { channel } = release;

  return (
    <RemoteCard aria-labelledby={`${release.name}-title`}>
      <RemoteHeading>
        <h2 id={`${release.name}-title`}>{label}</h2>
        <Muted as="span">
          <code>{release.name}</code>
        </Muted>
      </RemoteHeading>
      <ChannelSummary channel={channel} />
      {channel.updatedAt ? (
        <Muted>
          {messages.lastChange(formatDateTime(channel.updatedAt), channel.updatedBy ?? '')}
        </Muted>
      ) : null}
      <SubSection aria-label={messages.versionsOf(label)}>
        <h3>{messages.versionCount(release.versions.length)}</h3>
        {release.versions.length === 0 ? (
          <EmptyState
            title={messages.noVersions}
            description={messages.noVersionsHint(release.name)}
          />
        ) : (
          <VersionsTable
            release={release}
            label={label}
            onPlan={(plan) =>
              setDialog((current) => ({ plan, open: true, opening: (current?.opening ?? 0) + 1 }))
            }
          />
        )}
      </SubSection>
      <ReleaseTokenSection release={release} label={label} onCreated={onChanged} />
      <ReleaseHistory remote={release.name} />
      {dialog ? (
        <ChannelChangeDialog
          key={dialog.opening}
          release={release}
          plan={dialog.plan}
          open={dialog.open}
          onClose={close}
          onSaved={(saved) => {
            onChannel(release.name, saved);
            close();
            onChanged();
          }}
          onStale={(current) => onChannel(release.name, current)}
        />
      ) : null}
    </RemoteCard>
  );
}
