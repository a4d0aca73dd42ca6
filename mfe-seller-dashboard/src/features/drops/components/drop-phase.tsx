import styled from 'styled-components';
import {
  dropPhaseLabels,
  formatCountdown,
  formatInstant,
  type DropPhase as Phase,
  type Product,
  phaseOfSellerStatus,
} from '@drops/contracts';
import { dropStatusColor } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { useNow } from '../use-now';

/**
 * One line, never wrapped, so every row of the list is as high as the next (issue 31 item 6);
 * the Status column is as wide as its longest line, never cut.
 */
const PhaseLine = styled.span`
  display: block;
  font-size: 0.75rem;
  line-height: 1.4;
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

const PhaseName = styled.span`
  font-weight: 700;
  color: ${({ theme }) => theme.colors.text};
`;

const PausedName = styled(PhaseName)`
  color: ${({ theme }) => dropStatusColor(theme, 'paused')};
`;

export type PhaseDrop = Pick<Product, 'status' | 'launchDate' | 'expiryDate' | 'timeZone'> &
  Partial<Pick<Product, 'phase' | 'moderation'>>;

const zoneOf = (drop: Pick<Product, 'timeZone'>) =>
  drop.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The phase as stored, or as the spec's status implies for a drop read without one. */
function phaseOf(drop: PhaseDrop): Phase {
  if (drop.moderation?.status === 'paused') return 'paused';
  if (drop.phase) return drop.phase;
  return phaseOfSellerStatus(drop.status);
}

const instantOf = (value: string | null | undefined) => (value ? Date.parse(value) : null);

/**
 * The line under the status badge: where the drop is in its release, in words that do not repeat
 * the badge (issue 31 item 6). Upcoming counts down to the launch ("Launches in ..."), early
 * access says so before it; Published is Live with the time left, or Ended; a Draft counts down
 * to the launch date it is set for ("Launch date in ..."; the badge says it is not published),
 * else reads "Not published"; a paused drop says Paused (the spec's Draft stays the badge).
 */
export function DropPhase({ drop }: { drop: PhaseDrop }) {
  const phase = phaseOf(drop);
  const launch = instantOf(drop.launchDate);
  const expiry = instantOf(drop.expiryDate);
  return (
    <PhaseLine data-phase={phase}>
      {phase === 'paused' ? (
        <PausedName title={dashboardMessages.pausedTagDescription}>
          {dashboardMessages.pausedTag}
        </PausedName>
      ) : null}
      {phase === 'draft' ? <DraftLine drop={drop} launch={launch} /> : null}
      {phase === 'scheduled' ? (
        <Countdown drop={drop} target={launch} words={dashboardMessages.launchesIn} />
      ) : null}
      {phase === 'early_access' ? (
        <>
          <PhaseName>{dropPhaseLabels.early_access}</PhaseName>
          <FutureCountdown drop={drop} target={launch} words={(left) => left} />
        </>
      ) : null}
      {phase === 'live' ? (
        <>
          <PhaseName>{dropPhaseLabels.live}</PhaseName>
          <FutureCountdown drop={drop} target={expiry} words={dashboardMessages.timeLeft} />
        </>
      ) : null}
      {phase === 'ended' ? <PhaseName>{dropPhaseLabels.ended}</PhaseName> : null}
    </PhaseLine>
  );
}

/** A draft: the countdown to its launch date while that is ahead, else "Not published". */
function DraftLine({ drop, launch }: { drop: PhaseDrop; launch: number | null }) {
  const now = useNow();
  if (launch === null || launch <= now) return <>{dashboardMessages.notPublished}</>;
  return <Countdown drop={drop} target={launch} words={dashboardMessages.launchDateIn} />;
}

type CountdownProps = {
  drop: Pick<Product, 'timeZone'>;
  target: number | null;
  words: (left: string) => string;
};

/** " · <countdown>" after a word, while the moment is still ahead. */
function FutureCountdown(props: CountdownProps) {
  const now = useNow();
  if (props.target === null || props.target <= now) return null;
  return (
    <>
      {' · '}
      <Countdown {...props} />
    </>
  );
}

function Countdown({ drop, target, words }: CountdownProps) {
  const now = useNow();
  if (target === null) return null;
  return (
    <span role="timer" title={formatInstant(target, zoneOf(drop))}>
      {words(formatCountdown(target - now))}
    </span>
  );
}
