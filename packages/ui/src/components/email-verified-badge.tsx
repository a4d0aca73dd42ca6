import styled from 'styled-components';
import { emailVerificationMessages } from '@drops/contracts';

const Badge = styled.span<{ $verified: boolean }>`
  display: inline-flex;
  align-items: center;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border: 1px solid
    ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.danger)};
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme, $verified }) =>
    $verified ? theme.colors.successSurface : theme.colors.dangerSurface};
  color: ${({ theme, $verified }) => ($verified ? theme.colors.success : theme.colors.danger)};
  font-size: 0.8125rem;
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
`;

/**
 * Whether a seller's email is verified (issue 30 item 2), the same badge in Edit Profile and the
 * administrator's screens.
 */
export function EmailVerifiedBadge({ verified }: { verified: boolean }) {
  return (
    <Badge $verified={verified} data-email-verified={verified}>
      {verified
        ? emailVerificationMessages.verifiedBadge
        : emailVerificationMessages.unverifiedBadge}
    </Badge>
  );
}
