import styled from 'styled-components';
import { framed } from '@drops/ui';

export const RequestBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  ${framed('border', 'medium', 'surface')}
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;

  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
  > dl {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;

export const Note = styled.p`
  margin: 0;
`;
