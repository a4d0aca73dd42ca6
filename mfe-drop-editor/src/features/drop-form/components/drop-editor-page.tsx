import { useAtomValue } from 'jotai';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { sellerAtom } from '@drops/session';
import { useApi } from '@drops/remote-kit';
import { ErrorState, LoadingState, PageTitle, Stack, toast } from '@drops/ui';
import { editorMessages } from '../../../messages';
import { saveDraft } from '../api/save-draft';
import { useDrop } from '../api/use-drop';
import { DraftForm } from './draft-form';

const emptyDraft = { name: '', description: '', category: '' };

/** `/add-product` (ADD DROP) and `/add-product/{id}` (EDIT DROP). */
export function DropEditorPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const api = useApi();
  const seller = useAtomValue(sellerAtom);
  const drop = useDrop(id);

  if (!seller) return <Navigate to="/signin" replace />;
  const toDashboard = () => navigate('/dashboard');

  return (
    <Stack $gap={6}>
      <PageTitle>{id ? editorMessages.editTitle : editorMessages.addTitle}</PageTitle>
      {drop.status === 'loading' ? <LoadingState>{editorMessages.loading}</LoadingState> : null}
      {drop.status === 'error' ? (
        <ErrorState message={editorMessages.loadFailed(drop.message)} />
      ) : null}
      {drop.status === 'new' || drop.status === 'ready' ? (
        <DraftForm
          key={drop.status === 'ready' ? drop.drop._id : 'new'}
          initial={
            drop.status === 'ready'
              ? {
                  name: drop.drop.name,
                  description: drop.drop.description,
                  category: drop.drop.category,
                }
              : emptyDraft
          }
          onCancel={toDashboard}
          onSaveDraft={async (values) => {
            const result = await saveDraft(api, seller._id, id, values);
            if (!result.ok) return result.message;
            toast({ title: editorMessages.draftSaved, variant: 'success' });
            toDashboard();
          }}
        />
      ) : null}
    </Stack>
  );
}
