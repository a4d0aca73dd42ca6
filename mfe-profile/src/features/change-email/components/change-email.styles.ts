import styled from 'styled-components';
export const CurrentEmail = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  font-weight: 700;
`;
