import { css } from 'styled-components';

/** Two equal columns side by side on a wide screen, one column on a phone; each sets its gap. */
export const twoColumnGrid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;
