import styled from 'styled-components';
import type { Product } from '@drops/contracts';
import { DropStatusBadge, framed } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { DropPhase, type PhaseDrop } from './drop-phase';

/** Two lines always (badges, then the phase), so rows keep one height whatever the status. */
const StatusCell = styled.span`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  justify-items: start;
  min-width: 0;
`;

const Badges = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1)};
`;

const AwardBadge = styled.span`
  padding: 2px ${({ theme }) => theme.space(2.5)};
  ${framed('accent', 'round', 'accent')}
  color: ${({ theme }) => theme.colors.accentText};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
`;

/**
 * The drop's status cell (issue 31 item 6): one badge with the spec's status (the words and
 * colours the administrator's screens use), the administrator's Badge beside it when given, and
 * one line for the phase under them.
 */
export function DropStatus({ drop }: { drop: PhaseDrop & Pick<Product, 'badge'> }) {
  return (
    <StatusCell>
      <Badges>
        <DropStatusBadge status={drop.status} />
        {drop.badge ? <AwardBadge>{dashboardMessages.badge}</AwardBadge> : null}
      </Badges>
      <DropPhase drop={drop} />
    </StatusCell>
  );
}
