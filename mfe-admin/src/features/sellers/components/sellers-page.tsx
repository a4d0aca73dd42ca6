import { useState } from 'react';
import { accountTypeLabels, type Seller } from '@drops/contracts';
import {
  EmptyState,
  ErrorState,
  LoadingState,
  Muted,
  PageTitle,
  SelectField,
  Stack,
} from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { FilterBar, ListHeader } from '../../../shared/list-controls.styles';
import { useLastPageWhenPastEnd, searchPause, useListParams } from '../../../shared/list-params';
import { Pagination } from '../../../shared/pagination';
import { SearchBox } from '../../../shared/search-box';
import { sellerListSpec, useSellersList } from '../api/list-sellers';
import { useSellerModeration } from '../api/moderate-seller';
import { SellerDetailDialog } from './seller-detail-dialog';
import { SellersTable } from './sellers-table';

const statusOptions = [
  { value: 'all', label: adminAreaMessages.allStatuses },
  { value: 'pending', label: adminAreaMessages.sellerStatusLabels.pending },
  { value: 'approved', label: adminAreaMessages.sellerStatusLabels.approved },
  { value: 'rejected', label: adminAreaMessages.sellerStatusLabels.rejected },
];

const accountTypeOptions = [
  { value: 'all', label: adminAreaMessages.allAccountTypes },
  { value: 'flex', label: accountTypeLabels.flex },
  { value: 'sell', label: accountTypeLabels.sell },
];

/** `/admin/sellers`: filters and search in the URL, the table, the detail modal, pagination. */
export function SellersPage() {
  const list = useListParams(sellerListSpec);
  const { state, reload, refresh } = useSellersList(list, list.key);
  const moderation = useSellerModeration(refresh);
  useLastPageWhenPastEnd(
    list.page,
    state.status === 'ready' ? state.data.pagination.pages : null,
    list.replacePage,
  );
  // Each opening mounts a fresh modal (fresh stats); the closed one stays until the next opening so
  // the native dialog can hand focus back to the View button.
  const [detail, setDetail] = useState<{ seller: Seller; open: boolean; opening: number } | null>(
    null,
  );

  return (
    <Stack $gap={6}>
      <ListHeader>
        <PageTitle>{adminAreaMessages.sellers}</PageTitle>
        {state.status === 'ready' ? (
          <Muted>{adminAreaMessages.sellerCount(state.data.pagination.total)}</Muted>
        ) : null}
      </ListHeader>
      <FilterBar>
        <SearchBox
          label={adminAreaMessages.searchSellers}
          placeholder={adminAreaMessages.searchSellersPlaceholder}
          value={list.search}
          debounceMs={searchPause.sellers}
          onSearch={list.setSearch}
        />
        <SelectField
          label={adminAreaMessages.statusFilter}
          options={statusOptions}
          value={list.filters.status}
          onChange={(event) => list.setFilter('status', event.target.value)}
        />
        <SelectField
          label={adminAreaMessages.accountTypeFilter}
          options={accountTypeOptions}
          value={list.filters.accountType}
          onChange={(event) => list.setFilter('accountType', event.target.value)}
        />
      </FilterBar>
      {state.status === 'loading' ? <LoadingState>{adminAreaMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={reload} retryLabel={adminAreaMessages.retry} />
      ) : null}
      {state.status === 'ready' && state.data.data.length === 0 ? (
        <EmptyState title={adminAreaMessages.noSellers} />
      ) : null}
      {state.status === 'ready' && state.data.data.length > 0 ? (
        <SellersTable
          sellers={state.data.data}
          pending={moderation.pending}
          onView={(seller) =>
            setDetail((current) => ({ seller, open: true, opening: (current?.opening ?? 0) + 1 }))
          }
          onAction={(action, seller) => void moderation.run(action, seller)}
        />
      ) : null}
      {state.status === 'ready' ? (
        <Pagination page={list.page} pages={state.data.pagination.pages} onPage={list.setPage} />
      ) : null}
      {detail ? (
        <SellerDetailDialog
          key={detail.opening}
          seller={detail.seller}
          open={detail.open}
          onClose={() => setDetail({ ...detail, open: false })}
        />
      ) : null}
    </Stack>
  );
}
