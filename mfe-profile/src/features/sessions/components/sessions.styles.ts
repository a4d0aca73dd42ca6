import styled from 'styled-components';
import { Card } from '@drops/ui';

/** As wide as the profile's own cards above it (their form stops at 880 px). */
export const SessionsCard = styled(Card)`
  width: 100%;
  max-width: 880px;
`;

export const SessionList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
`;

export const SessionRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  padding: 12px 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};

  &:first-child {
    border-top: none;
  }
`;

export const SessionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

export const DeviceName = styled.span`
  font-weight: 600;
  overflow-wrap: anywhere;
`;

export const SessionTimes = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 14px;
`;

export const CurrentBadge = styled.span`
  margin-left: 8px;
  padding: 1px 8px;
  border-radius: ${({ theme }) => theme.radii.round};
  font-size: 12px;
  font-weight: 600;
  background: ${({ theme }) => theme.colors.infoSurface};
  color: ${({ theme }) => theme.colors.info};
`;

export const SessionsIntro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;
