import { css } from 'styled-components';

/**
 * A sidebar entry of the seller and administrator layouts. Kept as styles, not a component, so
 * the UI kit needs no router: each app applies them to its router's NavLink (`.active` is its class).
 * `data-area-current` marks the entry of the area a page belongs to without being its own page.
 */
export const sideNavLinkStyles = css`
  display: flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.small};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 700;
  text-decoration: none;

  &.active,
  &[data-area-current] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    color: ${({ theme }) => theme.colors.accent};
  }
`;
