import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import type { Product, Seller } from '@drops/contracts';
import { sellerAtom } from '@drops/session';
import {
  Button,
  ButtonStyledLink,
  EmptyState,
  ErrorState,
  LoadingState,
  PageTitle,
  Stack,
  useFitsWideTable,
} from '@drops/ui';
import { dashboardMessages } from '../../../messages';
import { useApprovalCheck } from '../../seller-status/api/use-approval-check';
import { SellRequestNote } from '../../seller-status/components/sell-request-note';
import { SellerDialogs } from '../../seller-status/components/seller-dialogs';
import { dropsQueryAtom } from '../atoms';
import { isFiltered, useSellerDrops } from '../api/use-seller-drops';
import { DeleteDropDialog } from './delete-drop-dialog';
import { DropCards } from './drop-cards';
import { PhaseRefresher } from './phase-refresher';
import { DropsTable } from './drops-table';
import { DropsToolbar } from './drops-toolbar';
import { Header, WelcomeName } from './dashboard-page.styles';
import { ListRegion } from './drops-list.styles';

/** `/dashboard`: the welcome heading, ADD DROP, the seller's dialogs and the drops list. */
export function DashboardPage() {
  const seller = useAtomValue(sellerAtom);
  if (!seller) return <Navigate to="/signin" replace />;
  return <SellerDashboard seller={seller} />;
}

function SellerDashboard({ seller }: { seller: Seller }) {
  const navigate = useNavigate();
  const { check, review } = useApprovalCheck(seller);
  const query = useAtomValue(dropsQueryAtom);
  const { state, retry, refresh, removeDrop } = useSellerDrops(query);
  const [deleting, setDeleting] = useState<Product | null>(null);
  const [sellerDialogOpen, setSellerDialogOpen] = useState(false);
  const fitsTable = useFitsWideTable();
  const listRef = useRef<HTMLDivElement>(null);
  const [deletions, setDeletions] = useState(0);
  const addDrop = () => navigate('/add-product');

  const onDeleted = useCallback(
    (dropId: string) => {
      removeDrop(dropId);
      setDeletions((count) => count + 1);
      void refresh();
    },
    [removeDrop, refresh],
  );

  // The Delete button that opened the dialog is gone: keep the keyboard in the list. An effect,
  // so it runs after the dialog's own (which closes it and would restore focus to that button).
  useEffect(() => {
    if (deletions > 0) listRef.current?.focus();
  }, [deletions]);

  const filtered = isFiltered(query);
  const hasDrops = state.status === 'ready' && state.drops.length > 0;
  const DropsView = fitsTable ? DropsTable : DropCards;

  return (
    <Stack $gap={6}>
      <Header>
        <PageTitle>
          {dashboardMessages.welcome} <WelcomeName>{seller.username}</WelcomeName>
        </PageTitle>
        <Button
          // While a dialog offering Add is open (the page inert behind it), its Add is the one
          // button a query by role for "Add" finds: this one is hidden from such queries.
          aria-hidden={sellerDialogOpen || undefined}
          onClick={addDrop}
        >
          {dashboardMessages.addDrop}
        </Button>
      </Header>
      <SellRequestNote seller={seller} review={review} />
      {hasDrops || filtered ? <DropsToolbar /> : null}
      {state.status === 'loading' ? <LoadingState>{dashboardMessages.loading}</LoadingState> : null}
      {state.status === 'error' ? (
        <ErrorState
          message={dashboardMessages.error(state.message)}
          onRetry={retry}
          retryLabel={dashboardMessages.retry}
        />
      ) : null}
      {state.status === 'ready' ? (
        <ListRegion
          ref={listRef}
          tabIndex={-1}
          $updating={state.updating}
          aria-busy={state.updating}
        >
          {state.drops.length > 0 ? (
            <>
              <DropsView drops={state.drops} seller={seller} onDelete={setDeleting} />
              <PhaseRefresher drops={state.drops} refresh={refresh} />
            </>
          ) : isFiltered(state.query) ? (
            <EmptyState
              title={dashboardMessages.noResults}
              description={dashboardMessages.noResultsHint}
            />
          ) : (
            <EmptyState
              title={dashboardMessages.empty}
              description={dashboardMessages.emptyHint}
              // A link (it only navigates) in a button's dress: the header's ADD DROP stays the
              // one button that name finds, even on an empty dashboard.
              action={
                <ButtonStyledLink as={Link} to="/add-product">
                  {dashboardMessages.addDropEmpty}
                </ButtonStyledLink>
              }
            />
          )}
        </ListRegion>
      ) : null}
      <DeleteDropDialog drop={deleting} onClose={() => setDeleting(null)} onDeleted={onDeleted} />
      <SellerDialogs seller={seller} check={check} onOpenChange={setSellerDialogOpen} />
    </Stack>
  );
}
