import { css } from 'styled-components';
import { framed } from '@drops/ui';

/** A panel opening under a top-bar button (the notifications, the user menu), at its right edge. */
export const underTopBarButton = css`
  position: absolute;
  top: calc(100% + 8px);
  right: 0;
  ${framed('border', 'medium', 'surfaceRaised')}
  box-shadow: 0 16px 40px rgb(0 0 0 / 50%);
`;

/** Its two ends pushed apart on one line, a rule beneath: the top bar, a panel's header. */
export const ruledBar = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** A button drawn as text on its panel: no frame, no fill; rounded for its hover and focus ring. */
export const textButton = css`
  padding: 0 ${({ theme }) => theme.space(2)};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.small};
  background: transparent;
  cursor: pointer;
`;
