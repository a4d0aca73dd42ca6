import styled from 'styled-components';
import { dropPhaseLabels, formatCountdown, formatInstant, type Product } from '@drops/contracts';
import { dashboardMessages } from '../../../messages';
import { useNow } from '../use-now';

const PhaseLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const PhaseName = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const zoneOf = (drop: Pick<Product, 'timeZone'>) =>
  drop.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** What the countdown counts to: the launch before it, the expiry while live. */
function targetOf(drop: Pick<Product, 'phase' | 'launchDate' | 'expiryDate'>): number | null {
  if (drop.phase === 'scheduled' || drop.phase === 'early_access')
    return drop.launchDate ? Date.parse(drop.launchDate) : null;
  if (drop.phase === 'live') return drop.expiryDate ? Date.parse(drop.expiryDate) : null;
  return null;
}

/**
 * Issue 17: the drop's phase beside the spec's status, with a countdown to the launch for a
 * scheduled or early-access drop and the time left for a live one. Draft and paused say
 * nothing more than the status and its Paused tag already do.
 */
export function DropPhase({
  drop,
}: {
  drop: Pick<Product, 'phase' | 'launchDate' | 'expiryDate' | 'timeZone'>;
}) {
  if (drop.phase === 'draft' || drop.phase === 'paused') return null;
  const target = targetOf(drop);
  return (
    <PhaseLine data-phase={drop.phase}>
      <PhaseName>{dropPhaseLabels[drop.phase]}</PhaseName>
      {target !== null ? <Countdown drop={drop} target={target} /> : null}
    </PhaseLine>
  );
}

function Countdown({
  drop,
  target,
}: {
  drop: Pick<Product, 'phase' | 'timeZone'>;
  target: number;
}) {
  const now = useNow();
  const left = formatCountdown(target - now);
  const at = formatInstant(target, zoneOf(drop));
  return (
    <span role="timer" title={at}>
      {drop.phase === 'live'
        ? dashboardMessages.timeLeft(left)
        : dashboardMessages.launchesIn(left)}
    </span>
  );
}
