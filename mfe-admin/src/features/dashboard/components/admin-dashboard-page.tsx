import { Link } from 'react-router-dom';
import { Card, Muted, PageTitle, SectionTitle, Stack } from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { CellSub, CellTitle, StatusPill } from '../../../shared/data-table';
import { ProductThumb } from '../../../shared/product-thumb';
import { SellerAvatar } from '../../../shared/seller-avatar';
import { sellerStatus } from '../../../shared/seller-status';
import { LoadingOrError } from '../../../shared/loading-or-error';
import { useOverview } from '../api/read-overview';
import {
  Count,
  Counts,
  Grow,
  PanelHeader,
  Panels,
  PreviewList,
} from './admin-dashboard-page.styles';

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
            <Count>
              <dt>{adminAreaMessages.totalSellers}</dt>
              <dd>{state.data.totalSellers}</dd>
            </Count>
            <Count>
              <dt>{adminAreaMessages.pendingSellers}</dt>
              <dd>{state.data.pendingSellers}</dd>
            </Count>
            <Count>
              <dt>{adminAreaMessages.totalProducts}</dt>
              <dd>{state.data.totalProducts}</dd>
            </Count>
            <Count>
              <dt>{adminAreaMessages.categories}</dt>
              <dd>{state.data.categories}</dd>
            </Count>
          </Counts>
          <Panels>
            <Card aria-labelledby="recent-sellers-title">
              <Stack>
                <PanelHeader>
                  <SectionTitle id="recent-sellers-title">
                    {adminAreaMessages.recentSellers}
                  </SectionTitle>
                  <Link to="/admin/sellers">{adminAreaMessages.viewAll}</Link>
                </PanelHeader>
                {state.data.recentSellers.length === 0 ? (
                  <Muted>{adminAreaMessages.noSellers}</Muted>
                ) : (
                  <PreviewList>
                    {state.data.recentSellers.map((seller) => {
                      const status = sellerStatus(seller);
                      return (
                        <li key={seller._id}>
                          <SellerAvatar
                            username={seller.username}
                            profileImage={seller.profileImage}
                          />
                          <Grow>
                            <CellTitle>{seller.username}</CellTitle>
                            <CellSub>{seller.email}</CellSub>
                          </Grow>
                          <StatusPill $tone={status.tone}>{status.word}</StatusPill>
                        </li>
                      );
                    })}
                  </PreviewList>
                )}
              </Stack>
            </Card>
            <Card aria-labelledby="recent-products-title">
              <Stack>
                <PanelHeader>
                  <SectionTitle id="recent-products-title">
                    {adminAreaMessages.recentProducts}
                  </SectionTitle>
                  <Link to="/admin/products">{adminAreaMessages.viewAll}</Link>
                </PanelHeader>
                {state.data.recentProducts.length === 0 ? (
                  <Muted>{adminAreaMessages.noProducts}</Muted>
                ) : (
                  <PreviewList>
                    {state.data.recentProducts.map((product) => (
                      <li key={product._id}>
                        <ProductThumb product={product} size={40} />
                        <Grow>
                          <CellTitle>{product.name}</CellTitle>
                          <CellSub>{product.seller?.username ?? adminAreaMessages.none}</CellSub>
                        </Grow>
                      </li>
                    ))}
                  </PreviewList>
                )}
              </Stack>
            </Card>
          </Panels>
        </>
      ) : null}
    </Stack>
  );
}
