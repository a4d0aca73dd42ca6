import {
  accountTypeLabels,
  adminSellerStatusLabels,
  emailVerificationMessages,
  type Seller,
} from '@drops/contracts';
import { adminAreaMessages } from '../../../messages';
import { searchPause, useListParams } from '../../../shared/list-params';
import { filterOptions, ListPage, type ListFilterControl } from '../../../shared/list-page';
import { exportSellersCsv } from '@drops/api-client';
import { useDetailDialog } from '../../../shared/use-detail-dialog';
import { sellerListSpec, useSellersList, type SellerFilter } from '../api/list-sellers';
import { useSellerModeration } from '../api/moderate-seller';
import { SellerDetailDialog } from './seller-detail-dialog';
import { SellersTable } from './sellers-table';

const filters: ListFilterControl<SellerFilter>[] = [
  {
    name: 'status',
    label: adminAreaMessages.statusFilter,
    options: filterOptions(adminAreaMessages.allStatuses, adminSellerStatusLabels),
  },
  {
    name: 'accountType',
    label: adminAreaMessages.accountTypeFilter,
    options: filterOptions(adminAreaMessages.allAccountTypes, accountTypeLabels),
  },
  {
    name: 'emailVerified',
    label: emailVerificationMessages.filterLabel,
    options: filterOptions(emailVerificationMessages.filterAll, {
      true: emailVerificationMessages.filterVerified,
      false: emailVerificationMessages.filterUnverified,
    }),
  },
];

/** `/admin/sellers`: filters and search in the URL, the table, the detail modal, pagination. */
export function SellersPage() {
  const list = useListParams(sellerListSpec);
  const { state, reload, refresh } = useSellersList(list, list.key);
  const moderation = useSellerModeration(refresh);
  const dialog = useDetailDialog<Seller>();

  return (
    <ListPage
      title={adminAreaMessages.sellers}
      loadingText={adminAreaMessages.loading.sellers}
      countLabel={adminAreaMessages.sellerCount}
      search={{
        label: adminAreaMessages.searchSellers,
        placeholder: adminAreaMessages.searchSellersPlaceholder,
        debounceMs: searchPause.sellers,
      }}
      filters={filters}
      list={list}
      state={state}
      reload={reload}
      emptyTitle={adminAreaMessages.noSellers}
      exportList={{ fileName: 'sellers', download: exportSellersCsv }}
      renderRows={(sellers) => (
        <SellersTable
          sellers={sellers}
          pending={moderation.pending}
          onView={dialog.open}
          onAction={(action, seller) => void moderation.run(action, seller)}
        />
      )}
    >
      {dialog.detail ? (
        <SellerDetailDialog
          key={dialog.detail.opening}
          seller={dialog.detail.row}
          open={dialog.detail.open}
          onChanged={refresh}
          onClose={dialog.close}
        />
      ) : null}
    </ListPage>
  );
}
