import { listAdminProducts } from '@drops/api-client';
import { limits, storedProductStatuses } from '@drops/contracts';
import { EmptyState, ErrorState, LoadingState, PageTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { DataTable, TableScroll } from '../../../shared/data-table';
import { useRequest } from '../../../shared/use-request';

/** An unknown status displays as draft (spec section 4). */
const statusLabel = (status: string) =>
  (storedProductStatuses as readonly string[]).includes(status) ? status : 'draft';

/** `/admin/products`: the first page of products. */
export function ProductsPage() {
  const { state, reload } = useRequest(
    (api) => listAdminProducts(api, { page: 1, limit: limits.adminPageSize }),
    adminAreaMessages.fetchProductsFailed,
  );
  const { columns } = adminAreaMessages;
  return (
    <Stack $gap={6}>
      <PageTitle>{adminAreaMessages.products}</PageTitle>
      {state.status === 'loading' ? <LoadingState>{adminAreaMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? <ErrorState message={state.message} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState title={adminAreaMessages.noProducts} />
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <TableScroll>
          <DataTable aria-label={adminAreaMessages.products}>
            <thead>
              <tr>
                <th scope="col">{columns.product}</th>
                <th scope="col">{columns.seller}</th>
                <th scope="col">{columns.category}</th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((product) => (
                <tr key={product._id}>
                  <td>{product.name}</td>
                  <td>{product.seller?.username}</td>
                  <td>{product.category}</td>
                  <td>{statusLabel(product.status)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
