import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Card,
  ErrorState,
  LoadingState,
  Muted,
  PageTitle,
  Row,
  SectionTitle,
  Stack,
} from '@drops/ui';
import { adminAreaMessages } from '../../../messages';
import { sellerStatus } from '../../../shared/seller-status';
import { useRequest } from '../../../shared/use-request';
import { readOverview } from '../api/read-overview';

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;

  div {
    padding: ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.medium};
    background: ${({ theme }) => theme.colors.surface};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.875rem;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.display};
    font-size: 2rem;
  }
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(2)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** `/admin/dashboard`: four counts and the five latest sellers and products. */
export function AdminDashboardPage() {
  const { state, reload } = useRequest(readOverview, adminAreaMessages.fetchSellersFailed);
  return (
    <Stack $gap={6}>
      <PageTitle>{adminAreaMessages.dashboard}</PageTitle>
      {state.status === 'loading' ? <LoadingState>{adminAreaMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? <ErrorState message={state.message} onRetry={reload} /> : null}
      {state.status === 'ready' ? (
        <>
          <Counts>
            <div>
              <dt>{adminAreaMessages.totalSellers}</dt>
              <dd>{state.data.totalSellers}</dd>
            </div>
            <div>
              <dt>{adminAreaMessages.pendingSellers}</dt>
              <dd>{state.data.pendingSellers}</dd>
            </div>
            <div>
              <dt>{adminAreaMessages.totalProducts}</dt>
              <dd>{state.data.totalProducts}</dd>
            </div>
            <div>
              <dt>{adminAreaMessages.categories}</dt>
              <dd>{state.data.categories}</dd>
            </div>
          </Counts>
          <Card>
            <Stack>
              <Row style={{ justifyContent: 'space-between' }}>
                <SectionTitle>{adminAreaMessages.recentSellers}</SectionTitle>
                <Link to="/admin/sellers">{adminAreaMessages.viewAll}</Link>
              </Row>
              {state.data.recentSellers.length === 0 ? (
                <Muted>{adminAreaMessages.noSellers}</Muted>
              ) : null}
              <List>
                {state.data.recentSellers.map((seller) => (
                  <li key={seller._id}>
                    <span>{seller.username}</span>
                    <Muted as="span">{sellerStatus(seller)}</Muted>
                  </li>
                ))}
              </List>
            </Stack>
          </Card>
          <Card>
            <Stack>
              <Row style={{ justifyContent: 'space-between' }}>
                <SectionTitle>{adminAreaMessages.recentProducts}</SectionTitle>
                <Link to="/admin/products">{adminAreaMessages.viewAll}</Link>
              </Row>
              {state.data.recentProducts.length === 0 ? (
                <Muted>{adminAreaMessages.noProducts}</Muted>
              ) : null}
              <List>
                {state.data.recentProducts.map((product) => (
                  <li key={product._id}>
                    <span>{product.name}</span>
                    <Muted as="span">{product.seller?.username}</Muted>
                  </li>
                ))}
              </List>
            </Stack>
          </Card>
        </>
      ) : null}
    </Stack>
  );
}
