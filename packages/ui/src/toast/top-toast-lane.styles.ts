import { css } from 'styled-components';

/**
 * A layout's ToastLane above the content on a phone: it sticks to the top, over the page's
 * background, so toasts stay in view while the page scrolls. Each layout adds its own padding.
 */
export const topToastLaneStyles = css`
  position: sticky;
  z-index: 20;
  top: 0;
  background: ${({ theme }) => theme.colors.background};
`;
