import styled from 'styled-components';
import { Card } from '@drops/ui';

/** As wide as the profile's own cards above it (their form stops at 880 px). */
export const EmailCard = styled(Card)`
  width: 100%;
  max-width: 880px;

  p {
    margin: 0;
  }
`;

export const CurrentEmail = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  overflow-wrap: anywhere;
  font-weight: 700;
`;
