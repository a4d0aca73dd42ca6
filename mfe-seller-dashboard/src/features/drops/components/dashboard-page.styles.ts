import styled from 'styled-components';

export const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
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
