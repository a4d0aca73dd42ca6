import { listAdminSellers } from '@drops/api-client';
import { accountTypeLabels, limits } from '@drops/contracts';
import { EmptyState, ErrorState, LoadingState, PageTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { DataTable, TableScroll } from '../../../shared/data-table';
import { sellerStatus } from '../../../shared/seller-status';
import { useRequest } from '../../../shared/use-request';

/** `/admin/sellers`: the first page of sellers. */
export function SellersPage() {
  const { state, reload } = useRequest(
    (api) => listAdminSellers(api, { page: 1, limit: limits.adminPageSize }),
    adminAreaMessages.fetchSellersFailed,
  );
  const { columns } = adminAreaMessages;
  return (
    <Stack $gap={6}>
      <PageTitle>{adminAreaMessages.sellers}</PageTitle>
      {state.status === 'loading' ? <LoadingState>{adminAreaMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? <ErrorState message={state.message} onRetry={reload} /> : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState title={adminAreaMessages.noSellers} />
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <TableScroll>
          <DataTable aria-label={adminAreaMessages.sellers}>
            <thead>
              <tr>
                <th scope="col">{columns.username}</th>
                <th scope="col">{columns.email}</th>
                <th scope="col">{columns.accountType}</th>
                <th scope="col">{columns.status}</th>
              </tr>
            </thead>
            <tbody>
              {state.data.data.map((seller) => (
                <tr key={seller._id}>
                  <td>{seller.username}</td>
                  <td>{seller.email}</td>
                  <td>{accountTypeLabels[seller.accountType]}</td>
                  <td>{sellerStatus(seller)}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </TableScroll>
      ) : null}
    </Stack>
  );
}
