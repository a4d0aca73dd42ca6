import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Muted, SectionTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { PanelHeader, PreviewList } from './admin-dashboard-page.styles';

/**
 * One of the dashboard's two panels: its title and View All link (the list's page), then the
 * list's latest rows.
 */
export function PreviewPanel<Row extends { _id: string }>({
  list,
  emptyText,
  rows,
  renderRow,
}: {
  list: keyof typeof adminAreaMessages.recent;
  emptyText: string;
  rows: readonly Row[];
  /** What goes in the row's list item. */
  renderRow: (row: Row) => ReactNode;
}) {
  const titleId = `recent-${list}-title`;
  return (
    <Card aria-labelledby={titleId}>
      <Stack>
        <PanelHeader>
          <SectionTitle id={titleId}>{adminAreaMessages.recent[list]}</SectionTitle>
          <Link to={`/admin/${list}`}>{adminAreaMessages.viewAll}</Link>
        </PanelHeader>
        {rows.length === 0 ? (
          <Muted>{emptyText}</Muted>
        ) : (
          <PreviewList>
            {rows.map((row) => (
              <li key={row._id}>{renderRow(row)}</li>
            ))}
          </PreviewList>
        )}
      </Stack>
    </Card>
  );
}
