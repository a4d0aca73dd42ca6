import { storedStatusOf } from '@drops/contracts';
import styled, { type DefaultTheme } from 'styled-components';

/**
 * A drop's status as both areas show it (issue 31 item 6): one word and one colour per status,
 * for the seller's dashboard (the spec's Draft, Published, Upcoming) and the administrator's
 * screens (published, draft, paused), so a status never reads differently between them.
 */
export const dropStatusWords = {
  published: 'Published',
  upcoming: 'Upcoming',
  draft: 'Draft',
  paused: 'Paused',
} as const;
export type DropStatusWord = keyof typeof dropStatusWords;

/**
 * A status from either API in any case: the seller's Upcoming, else as the contract reads a
 * stored status (anything unknown is draft, spec section 4).
 */
export function dropStatusWordOf(status: string): DropStatusWord {
  return status.toLowerCase() === 'upcoming' ? 'upcoming' : storedStatusOf(status);
}

/** The colour a status is written in (the badge's text and border, a line that names it). */
export function dropStatusColor(theme: DefaultTheme, status: DropStatusWord): string {
  return {
    published: theme.colors.success,
    upcoming: theme.colors.info,
    draft: theme.colors.textMuted,
    paused: theme.colors.danger,
  }[status];
}

/** Each status's badge border and background, by their names among the theme's colours. */
const surfaces = {
  published: { border: 'success', background: 'successSurface' },
  upcoming: { border: 'info', background: 'infoSurface' },
  draft: { border: 'border', background: 'surfaceRaised' },
  paused: { border: 'danger', background: 'dangerSurface' },
} as const;

const Badge = styled.span<{ $status: DropStatusWord }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border: 1px solid;
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ theme, $status }) => dropStatusColor(theme, $status)};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
  border-color: ${({ theme, $status }) => theme.colors[surfaces[$status].border]};
  background: ${({ theme, $status }) => theme.colors[surfaces[$status].background]};
`;

/** The status badge: `status` as either API sends it (`Upcoming`, `paused`...). */
export function DropStatusBadge({ status }: { status: string }) {
  const word = dropStatusWordOf(status);
  return (
    <Badge $status={word} data-status={word}>
      {dropStatusWords[word]}
    </Badge>
  );
}
