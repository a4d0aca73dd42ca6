import styled from 'styled-components';
import { spreadRow } from '@drops/ui';

export const Header = styled.header`
  ${spreadRow}
`;

/**
 * The username in the Welcome heading, kept whole: never broken at its hyphen ("STUDIO- /
 * NORTH") or anywhere else; one too long for the line ends in an ellipsis.
 */
export const WelcomeName = styled.span`
  display: inline-block;
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;
