import styled from 'styled-components';
import { framed, labelValueList } from '@drops/ui';

export const TableScroller = styled.div`
  overflow-x: auto;
`;

export const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  /* Narrow side padding: at 1024 px all seven columns and a row's three actions fit. */
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    font-weight: 700;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  td {
    font-size: 0.9375rem;
  }
`;

export const DropCell = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  /* Room for a word of about ten letters beside the thumbnail when the table is at its narrowest. */
  min-width: 150px;
`;

export const DropName = styled.span`
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/**
 * A row's actions stay on one line where the table has room for them (1200 px and wider); below
 * that they wrap inside the cell rather than push the table past the window.
 */
export const ActionsCell = styled.td`
  @media (min-width: 1200px) {
    & > * {
      flex-wrap: nowrap;
    }
  }
`;

/** The drop's cell heads its row for screen readers, without looking like a heading. */
export const RowHeader = styled.th`
  font-weight: inherit;
`;

export const NumberCell = styled.td`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** Dimmed while a new search or filter is on its way. */
export const ListRegion = styled.div<{ $updating: boolean }>`
  opacity: ${({ $updating }) => ($updating ? 0.55 : 1)};
  transition: opacity 120ms ease;

  /* Focused only by the page (after a delete), never a stop of its own: no ring. */
  &:focus {
    outline: none;
  }
`;

export const DropCard = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  ${framed('border', 'medium', 'surface')}
`;

export const CardHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
`;

export const CardTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: 1rem;
  overflow-wrap: anywhere;
`;

export const CardFacts = styled.dl`
  ${labelValueList}
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${({ theme }) => theme.space(2)};

  div {
    min-width: 0;
  }
  dt {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dd {
    font-variant-numeric: tabular-nums;
    overflow-wrap: anywhere;
  }
`;
