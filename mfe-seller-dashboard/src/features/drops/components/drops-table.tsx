import styled from 'styled-components';
import { productCategoryOptions, type Product } from '@drops/contracts';
import { formatDate } from '@drops/format';
import { dashboardMessages } from '../../../messages';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  th,
  td {
    padding: ${({ theme }) => theme.space(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
  }
`;

const categoryLabel = (value: string) =>
  productCategoryOptions.find((option) => option.value === value)?.label ?? value;

/** The drops in a table: name, category, date added and status. */
export function DropsTable({ drops }: { drops: Product[] }) {
  const { columns } = dashboardMessages;
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table aria-label={dashboardMessages.dropsTable}>
        <thead>
          <tr>
            <th scope="col">{columns.drop}</th>
            <th scope="col">{columns.category}</th>
            <th scope="col">{columns.dateAdded}</th>
            <th scope="col">{columns.status}</th>
          </tr>
        </thead>
        <tbody>
          {drops.map((drop) => (
            <tr key={drop._id}>
              <td>{drop.name}</td>
              <td>{categoryLabel(drop.category)}</td>
              <td>{formatDate(drop.createdAt)}</td>
              <td>{drop.status}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
