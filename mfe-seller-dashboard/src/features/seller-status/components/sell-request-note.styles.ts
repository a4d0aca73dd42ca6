import styled from 'styled-components';

export const RequestBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
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
