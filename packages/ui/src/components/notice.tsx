import type { ReactNode } from 'react';
import styled from 'styled-components';

const NoticeBox = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.info};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Information about what just happened (e.g. a session that expired), announced politely. */
export function Notice({ children }: { children: ReactNode }) {
  return <NoticeBox role="status">{children}</NoticeBox>;
}
