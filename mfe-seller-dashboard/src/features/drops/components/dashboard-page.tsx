import { useAtomValue } from 'jotai';
import { Navigate, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { sellerAtom } from '@drops/session';
import { Button, EmptyState, ErrorState, LoadingState, PageTitle, Stack } from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { useSellerDrops } from '../api/use-seller-drops';
import { DropsTable } from './drops-table';

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
`;

/** `/dashboard`: the welcome heading, ADD DROP, and the drops list with its four states. */
export function DashboardPage() {
  const seller = useAtomValue(sellerAtom);
  if (!seller) return <Navigate to="/signin" replace />;
  return <SellerDashboard sellerId={seller._id} username={seller.username} />;
}

function SellerDashboard({ sellerId, username }: { sellerId: string; username: string }) {
  const navigate = useNavigate();
  const { state, reload } = useSellerDrops(sellerId);
  const addDrop = () => navigate('/add-product');

  return (
    <Stack $gap={6}>
      <Header>
        <PageTitle>{dashboardMessages.welcome(username)}</PageTitle>
        <Button onClick={addDrop}>{dashboardMessages.addDrop}</Button>
      </Header>
      {state.status === 'loading' ? <LoadingState>{dashboardMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? (
        <ErrorState
          message={dashboardMessages.error(state.message)}
          onRetry={reload}
          retryLabel={dashboardMessages.retry}
        />
      ) : null}
      {state.status === 'ready' && state.drops.length === 0 ? (
        <EmptyState
          title={dashboardMessages.empty}
          description={dashboardMessages.emptyHint}
          action={<Button onClick={addDrop}>{dashboardMessages.addDropEmpty}</Button>}
        />
      ) : null}
      {state.status === 'ready' && state.drops.length > 0 ? (
        <DropsTable drops={state.drops} />
      ) : null}
    </Stack>
  );
}
