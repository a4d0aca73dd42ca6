import { PageTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { CellSub, CellTitle, StatusPill } from '../../../shared/data-table';
import { ProductThumb } from '../../../shared/product-thumb';
import { SellerAvatar } from '../../../shared/seller-avatar';
import { sellerStatus } from '../../../shared/seller-status';
import { LoadingOrError } from '../../../shared/loading-or-error';
import { useOverview } from '../api/read-overview';
import { Count, Counts, Grow, Panels } from './admin-dashboard-page.styles';
import { PreviewPanel } from './preview-panel';

/** The four counts, in the spec's order: the overview's field and its label. */
const counts = [
  ['totalSellers', adminAreaMessages.totalSellers],
  ['pendingSellers', adminAreaMessages.pendingSellers],
  ['totalProducts', adminAreaMessages.totalProducts],
  ['categories', adminAreaMessages.categories],
] as const;

/** `/admin/dashboard` (and `/admin/`): four counts and the five latest sellers and products. */
export function AdminDashboardPage() {
  const { state, reload } = useOverview();
  return (
    <Stack $gap={6}>
      <PageTitle>{adminAreaMessages.dashboard}</PageTitle>
      <LoadingOrError
        state={state}
        loadingText={adminAreaMessages.loading.dashboard}
        onRetry={reload}
      />
      {state.status === 'ready' ? (
        <>
          <Counts>
            {counts.map(([field, label]) => (
              <Count key={field}>
                <dt>{label}</dt>
                <dd>{state.data[field]}</dd>
              </Count>
            ))}
          </Counts>
          <Panels>
            <PreviewPanel
              list="sellers"
              emptyText={adminAreaMessages.noSellers}
              rows={state.data.recentSellers}
              renderRow={(seller) => {
                const status = sellerStatus(seller);
                return (
                  <>
                    <SellerAvatar username={seller.username} profileImage={seller.profileImage} />
                    <Grow>
                      <CellTitle>{seller.username}</CellTitle>
                      <CellSub>{seller.email}</CellSub>
                    </Grow>
                    <StatusPill $tone={status.tone}>{status.word}</StatusPill>
                  </>
                );
              }}
            />
            <PreviewPanel
              list="products"
              emptyText={adminAreaMessages.noProducts}
              rows={state.data.recentProducts}
              renderRow={(product) => (
                <>
                  <ProductThumb product={product} size={40} />
                  <Grow>
                    <CellTitle>{product.name}</CellTitle>
                    <CellSub>{product.seller?.username ?? adminAreaMessages.none}</CellSub>
                  </Grow>
                </>
              )}
            />
          </Panels>
        </>
      ) : null}
    </Stack>
  );
}
