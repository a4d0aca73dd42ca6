import styled from 'styled-components';

/** The tables of the area: plain semantic tables, scrolling sideways on a phone. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;

export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;
