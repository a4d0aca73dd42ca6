import { memo } from 'react';
import type { Product } from '@drops/contracts';
import { dashboardMessages } from '../../../messages';
import { dropFacts, factColumns } from '../drop-facts';
import { DropActions, type ActionSeller } from './drop-actions';
import { DropStatus } from './drop-status';
import { DropThumbnail } from './drop-thumbnail';
import {
  ActionsCell,
  DropCell,
  DropName,
  NumberCell,
  RowHeader,
  Table,
  TableScroller,
} from './drops-list.styles';

export interface DropsViewProps {
  drops: Product[];
  seller: ActionSeller;
  onDelete: (drop: Product) => void;
}

/** Large screens: one row per drop. Memoised: typing in the search box must not re-render it. */
export const DropsTable = memo(function DropsTable({ drops, seller, onDelete }: DropsViewProps) {
  const { columns } = dashboardMessages;
  return (
    <TableScroller>
      <Table aria-label={dashboardMessages.dropsTable}>
        <thead>
          <tr>
            <th scope="col">{columns.drop}</th>
            {factColumns(seller.accountType).map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
            <th scope="col">{columns.status}</th>
            <th scope="col">{columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {drops.map((drop) => (
            <tr key={drop._id}>
              <RowHeader scope="row">
                <DropCell>
                  <DropThumbnail drop={drop} size={48} />
                  <DropName>{drop.name}</DropName>
                </DropCell>
              </RowHeader>
              {dropFacts(drop, seller.accountType).map((fact) =>
                fact.numeric ? (
                  <NumberCell key={fact.key}>{fact.value}</NumberCell>
                ) : (
                  <td key={fact.key}>{fact.value}</td>
                ),
              )}
              <td>
                <DropStatus drop={drop} />
              </td>
              <ActionsCell>
                <DropActions drop={drop} seller={seller} onDelete={onDelete} />
              </ActionsCell>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroller>
  );
});
