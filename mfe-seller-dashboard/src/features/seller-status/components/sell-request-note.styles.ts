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
`;

export const Note = styled.p`
  margin: 0;
`;

export const Decision = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;

  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    white-space: pre-line;
  }
`;
