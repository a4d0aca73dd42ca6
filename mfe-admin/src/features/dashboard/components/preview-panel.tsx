import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Muted, SectionTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { PanelHeader, PreviewList } from './admin-dashboard-page.styles';

/** One of the dashboard's two panels: its title and View All link, then its latest rows. */
export function PreviewPanel<Row extends { _id: string }>({
  titleId,
  title,
  viewAllPath,
  emptyText,
  rows,
  renderRow,
}: {
  titleId: string;
  title: string;
  viewAllPath: string;
  emptyText: string;
  rows: readonly Row[];
  /** What goes in the row's list item. */
  renderRow: (row: Row) => ReactNode;
}) {
  return (
    <Card aria-labelledby={titleId}>
      <Stack>
        <PanelHeader>
          <SectionTitle id={titleId}>{title}</SectionTitle>
          <Link to={viewAllPath}>{adminAreaMessages.viewAll}</Link>
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
