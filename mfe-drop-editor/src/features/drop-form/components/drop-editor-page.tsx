import { useEffect, useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { sellerAtom } from '@drops/session';
import { LoadingState, PageTitle, Stack, toast } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { useDrop } from '../api/use-drop';
import { emptyDropValues, valuesFromProduct } from '../form-values';
import { browserTimeZone } from '../moments';
import { localDraftKey, readLocalDraft } from '../local-draft';
import { DropForm } from './drop-form';

/** `/add-product` (ADD DROP) and `/add-product/{id}` (EDIT DROP, also the dashboard's Sell). */
export function DropEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const seller = useAtomValue(sellerAtom);
  const drop = useDrop(id);
  const failure = drop.status === 'error' ? drop.message : null;

  // Spec section 8: the reason as a toast, then back to the dashboard.
  useEffect(() => {
    if (failure === null) return;
    toast({ title: editorMessages.loadFailed(failure), variant: 'error' });
    navigate('/dashboard', { replace: true });
  }, [failure, navigate]);

  const start = useMemo(() => {
    if (!seller || (drop.status !== 'new' && drop.status !== 'ready')) return null;
    // Issue 31: a drop without a zone of its own shows in the profile's, else the browser's.
    const fallbackZone = seller.timeZone || browserTimeZone();
    const saved =
      drop.status === 'ready'
        ? valuesFromProduct(drop.drop, fallbackZone)
        : emptyDropValues(fallbackZone);
    const draftKey = localDraftKey(seller._id, id);
    const local = readLocalDraft(draftKey);
    const current = drop.status === 'ready' ? drop.drop.version : undefined;
    // Work kept from an older version of the drop (issue 17) is saved over that version, so
    // what changed since is shown rather than overwritten; what it started from is unknown.
    const version = local?.version ?? current;
    return {
      saved,
      fallbackZone,
      draftKey,
      initial: local?.values ?? saved,
      version,
      base: version === current ? saved : null,
    };
  }, [seller, drop, id]);

  if (!seller) return <Navigate to="/signin" replace />;
  if (!start) {
    return (
      <Stack $gap={6}>
        <PageTitle>{id ? editorMessages.editTitle : editorMessages.addTitle}</PageTitle>
        <LoadingState>{editorMessages.loading}</LoadingState>
      </Stack>
    );
  }
  return (
    <DropForm
      key={start.draftKey}
      accountType={seller.accountType}
      drop={drop.status === 'ready' ? drop.drop : undefined}
      saved={start.saved}
      initial={start.initial}
      draftKey={start.draftKey}
      version={start.version}
      base={start.base}
      fallbackZone={start.fallbackZone}
    />
  );
}
