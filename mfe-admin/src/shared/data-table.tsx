import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, framed } from '@drops/ui';
import { adminAreaMessages } from '../messages';

/**
 * The tables of the area: plain semantic tables on a wide screen; on a phone each row becomes a
 * card whose cells name their column (`data-label`), so nothing scrolls sideways.
 */
const TableScroll = styled.div`
  overflow-x: auto;
`;

const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  /* Long words (emails, ids, links) break rather than widen the table past its frame: a cell's
     narrowest width is then its shortest unbreakable part (a button, a header), so every column
     fits beside the sidebar at 1024 px and the actions never leave the screen. */
  td {
    overflow-wrap: anywhere;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    white-space: nowrap;
  }

  ${({ theme }) => theme.media.mobile} {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tbody,
    tr,
    td {
      display: block;
    }
    tr {
      margin-bottom: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
      ${framed('border', 'medium', 'surface')}
    }
    td {
      display: flex;
      align-items: center;
      justify-content: space-between;
      gap: ${({ theme }) => theme.space(3)};
      padding: ${({ theme }) => theme.space(2)} 0;
      text-align: right;
      overflow-wrap: anywhere;
    }
    td:last-child {
      border-bottom: 0;
    }
    td[data-label]::before {
      content: attr(data-label);
      flex: none;
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: 0.8125rem;
      text-align: left;
    }
  }
`;

/** A cell's main line (a name) and its second line (an email, a brand). */
export const CellTitle = styled.span`
  display: block;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

export const CellSub = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  overflow-wrap: anywhere;
`;

/** A cell's main line made of short words (a label): it wraps between words, never inside one. */
export const LabelTitle = styled(CellTitle)`
  overflow-wrap: normal;
`;

/** Text that wraps only between words (a date and its time). */
export const Words = styled.span`
  overflow-wrap: normal;
`;

/** A cell that never wraps (dates, short labels). */
export const NoWrap = styled.span`
  white-space: nowrap;
`;

/** Identity cell: a picture beside two lines of text. */
const Identity = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
  text-align: left;
`;

export const Actions = styled.span`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  width: 100%;

  button {
    white-space: nowrap;
  }

  ${({ theme }) => theme.media.desktop} {
    justify-content: flex-start;
  }
`;

export type Tone = 'neutral' | 'success' | 'warning' | 'danger' | 'accent';

/** A short status label; the colour only repeats what the text says. */
export const StatusPill = styled.span<{ $tone: Tone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space(2.5)};
  border: 1px solid
    ${({ $tone, theme }) =>
      ({
        neutral: theme.colors.border,
        success: theme.colors.success,
        warning: theme.colors.info,
        danger: theme.colors.danger,
        accent: theme.colors.accent,
      })[$tone]};
  border-radius: ${({ theme }) => theme.radii.round};
  color: ${({ $tone, theme }) =>
    ({
      neutral: theme.colors.textMuted,
      success: theme.colors.success,
      warning: theme.colors.info,
      danger: theme.colors.danger,
      accent: theme.colors.accent,
    })[$tone]};
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
`;

/** Pills one above the other in a cell (a drop's status, then its badge). */
export const StatusStack = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
    justify-content: flex-end;
  }
`;

/** A list's table, named by `label`: one header cell per column, then the rows. */
export function ListTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly string[];
  children: ReactNode;
}) {
  return (
    <TableScroll>
      <DataTable aria-label={label}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </DataTable>
    </TableScroll>
  );
}

/** A row's first cell: its picture beside its name and, when there is one, a second line. */
export function IdentityCell({
  picture,
  title,
  sub,
  badge,
}: {
  picture: ReactNode;
  title: string;
  sub?: string;
  /** A mark under the lines (a seller's email state), apart from their text. */
  badge?: ReactNode;
}) {
  return (
    <td>
      <Identity>
        {picture}
        <span>
          <CellTitle>{title}</CellTitle>
          {sub ? <CellSub>{sub}</CellSub> : null}
          {badge}
        </span>
      </Identity>
    </td>
  );
}

/** View: opens the row's detail dialog; screen readers hear whose. */
export function ViewButton({ name, onView }: { name: string; onView: () => void }) {
  return (
    <Button
      $variant="ghost"
      $size="small"
      aria-label={`${adminAreaMessages.view} ${name}`}
      onClick={onView}
    >
      {adminAreaMessages.view}
    </Button>
  );
}
