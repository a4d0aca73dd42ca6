import styled from 'styled-components';
import { framed, spreadRow } from '@drops/ui';

export const NoticeSection = styled.section`
  ${spreadRow}
  margin: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(6)} 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  ${framed('info', 'small', 'infoSurface')}

  ${({ theme }) => theme.media.mobile} {
    margin: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(3)} 0;
  }
`;

export const NoticeText = styled.div`
  flex: 1 1 260px;
  min-width: 0;
  overflow-wrap: anywhere;

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    font-size: 1rem;
  }

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const NoticeOutcome = styled.p<{ $failed: boolean }>`
  flex-basis: 100%;
  margin: 0;
  color: ${({ theme, $failed }) => ($failed ? theme.colors.danger : theme.colors.success)};
`;
