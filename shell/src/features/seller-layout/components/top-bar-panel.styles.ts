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
