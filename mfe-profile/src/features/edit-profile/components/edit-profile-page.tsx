import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { sellerAtom } from '@drops/session';
import { Button, ErrorState, LoadingState, PageTitle, Stack } from '@drops/ui';
import { profileMessages } from '../../../messages';
import { useFreshSeller } from '../api/use-fresh-seller';
import { ProfileSummary } from './profile-summary';

/**
 * `/edit-profile`: "Redirecting to login..." and off to /signin without a seller (spec section 2),
 * a loading state while the seller is read, then the profile's sections.
 */
export function EditProfilePage() {
  const seller = useAtomValue(sellerAtom);
  const navigate = useNavigate();

  useEffect(() => {
    if (!seller) navigate('/signin', { replace: true });
  }, [seller, navigate]);

  if (!seller) return <LoadingState>{profileMessages.redirecting}</LoadingState>;
  return <ProfileScreen sellerId={seller._id} />;
}

function ProfileScreen({ sellerId }: { sellerId: string }) {
  const navigate = useNavigate();
  const fresh = useFreshSeller(sellerId);
  return (
    <Stack $gap={6}>
      <PageTitle>{profileMessages.title}</PageTitle>
      {fresh.status === 'loading' ? <LoadingState>{profileMessages.loading}</LoadingState> : null}
      {fresh.status === 'error' ? <ErrorState message={fresh.message} /> : null}
      {fresh.status === 'ready' ? <ProfileSummary seller={fresh.seller} /> : null}
      <div>
        <Button $variant="secondary" onClick={() => navigate('/dashboard')}>
          {profileMessages.cancel}
        </Button>
      </div>
    </Stack>
  );
}
