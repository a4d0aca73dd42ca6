import { useEffect, type ReactNode } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { sellerMessages } from '@drops/contracts';
import { uploadSellerImage } from '@drops/media';
import { useApi } from '@drops/remote-kit';
import { sellerAtom, updateSellerAtom } from '@drops/session';
import { ErrorState, LoadingState, PageTitle, Stack, toast } from '@drops/ui';
import { profileMessages } from '../../../messages';
import { saveProfile } from '../api/save-profile';
import { useFreshSeller } from '../api/use-fresh-seller';
import { draftFromSeller } from '../profile-draft';
import { ProfileForm } from './profile-form';

/**
 * `/edit-profile`: "Redirecting to login..." and off to /signin without a seller (spec section 2),
 * a loading state while the seller is read, then the form and `belowForm` (the password and
 * sessions cards: shown once the profile is read, so a failed read says so once, with one Retry).
 */
export function EditProfilePage({ belowForm }: { belowForm?: ReactNode }) {
  const seller = useAtomValue(sellerAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!seller) navigate('/signin', { replace: true });
  }, [seller, navigate]);

  if (!seller) return <LoadingState>{profileMessages.redirecting}</LoadingState>;
  // Keyed: another seller signing in on this tab starts from their own record.
  return <ProfileScreen key={seller._id} belowForm={belowForm} />;
}

function ProfileScreen({ belowForm }: { belowForm?: ReactNode }) {
  const api = useApi();
  const navigate = useNavigate();
  const updateSeller = useSetAtom(updateSellerAtom);
  const fresh = useFreshSeller();

  if (fresh.status !== 'ready') {
    return (
      <Stack $gap={6}>
        <PageTitle>{profileMessages.title}</PageTitle>
        {fresh.status === 'loading' ? (
          <LoadingState>{profileMessages.loading}</LoadingState>
        ) : (
          <ErrorState
            message={fresh.message}
            onRetry={fresh.retry}
            retryLabel={profileMessages.retry}
          />
        )}
      </Stack>
    );
  }

  return (
    <Stack $gap={8}>
      <ProfileForm
        initial={draftFromSeller(fresh.seller)}
        version={fresh.seller.version}
        onUpload={(kind, file) => uploadSellerImage(api, kind, file)}
        onCancel={() => navigate('/dashboard')}
        onSave={async (draft, version) => {
          const result = await saveProfile(api, draft, version);
          // The menu shows the profile as stored now, whatever this page chooses next.
          if (!result.ok && result.conflict) updateSeller(result.conflict);
          if (!result.ok) return result;
          // The session's copy is what the shell's user menu shows: it changes at once.
          updateSeller(result.seller);
          toast({ title: sellerMessages.profileEdited, variant: 'success' });
        }}
        onSaved={() => navigate('/dashboard')}
      />
      {belowForm}
    </Stack>
  );
}
