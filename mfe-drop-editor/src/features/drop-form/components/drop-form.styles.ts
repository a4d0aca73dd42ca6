import styled from 'styled-components';
import { framed, spreadRow, twoColumnGrid } from '@drops/ui';

/** Form and checklist side by side on desktop; one column on mobile (the checklist is a tab). */
export const EditorLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) 280px;
  align-items: start;
  gap: ${({ theme }) => theme.space(6)};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const HeaderRow = styled.div`
  ${spreadRow}
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

/**
 * Drop Timing (issue 31): the zone across the top, then a row for the launch and one for the
 * expiry, day and time side by side; one column on a phone.
 */
export const TimingGrid = styled.div`
  ${twoColumnGrid}
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};

  > :first-child {
    grid-column: 1 / -1;
  }
`;

export const InlineRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};

  > :first-child:not(button) {
    flex: 1 1 220px;
  }
  > button {
    margin-top: ${({ theme }) => theme.space(6.5)};
  }
  > button:first-child {
    margin-top: 0;
  }
`;

export const VariationRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 2fr) auto;
  align-items: start;
  gap: ${({ theme }) => theme.space(3)};

  > button {
    margin-top: ${({ theme }) => theme.space(6.5)};
  }

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr) auto;

    > :nth-child(2) {
      grid-column: 1 / 2;
      grid-row: 2;
    }
  }
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: 0;
  list-style: none;
`;

export const Chip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(1)}
    ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  ${framed('border', 'round', 'surfaceRaised')}
  overflow-wrap: anywhere;

  button {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 32px;
    height: 32px;
    border: 0;
    border-radius: ${({ theme }) => theme.radii.round};
    background: transparent;
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: pointer;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(3)};

  ${({ theme }) => theme.media.mobile} {
    > button {
      flex: 1 1 140px;
    }
  }
`;

export const Notice = styled.div`
  ${spreadRow}
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  ${framed('info', 'small', 'infoSurface')}
`;
