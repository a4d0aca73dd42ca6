import styled, { css } from 'styled-components';
import type { Product } from '@drops/contracts';
import { dashboardMessages } from '../../../messages';
import { DropPhase } from './drop-phase';

const Chip = styled.span<{ $tone: Product['status'] | 'badge' | 'paused' }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 0.75rem;
  font-weight: 700;
  white-space: nowrap;
  ${({ $tone, theme }) =>
    ({
      Published: css`
        background: ${theme.colors.successSurface};
        color: ${theme.colors.success};
      `,
      Upcoming: css`
        background: ${theme.colors.infoSurface};
        color: ${theme.colors.info};
      `,
      Draft: css`
        background: ${theme.colors.surfaceRaised};
        color: ${theme.colors.textMuted};
      `,
      paused: css`
        border: 1px solid ${theme.colors.danger};
        background: ${theme.colors.dangerSurface};
        color: ${theme.colors.danger};
      `,
      badge: css`
        background: ${theme.colors.accent};
        color: ${theme.colors.accentText};
      `,
    })[$tone]}
`;

const Chips = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

/**
 * The drop's status, "Paused" beside it while an administrator has it paused (issue 16: the
 * spec's status stays Draft), and its badge when an administrator gave it one.
 */
export function DropStatus({
  drop,
}: {
  drop: Pick<Product, 'status' | 'badge'> &
    Partial<Pick<Product, 'moderation' | 'phase' | 'launchDate' | 'expiryDate' | 'timeZone'>>;
}) {
  return (
    <Chips>
      <Chip $tone={drop.status}>{drop.status}</Chip>
      {drop.moderation?.status === 'paused' ? (
        <Chip $tone="paused" title={dashboardMessages.pausedTagDescription}>
          {dashboardMessages.pausedTag}
        </Chip>
      ) : null}
      {drop.badge ? <Chip $tone="badge">{dashboardMessages.badge}</Chip> : null}
      {drop.phase ? (
        <DropPhase
          drop={{
            phase: drop.phase,
            launchDate: drop.launchDate ?? null,
            expiryDate: drop.expiryDate ?? null,
            timeZone: drop.timeZone ?? null,
          }}
        />
      ) : null}
    </Chips>
  );
}
