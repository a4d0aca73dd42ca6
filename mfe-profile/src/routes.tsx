import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { Stack } from '@drops/ui';
import { ChangePasswordSection } from './features/change-password/components/change-password-section';
import { EditProfilePage } from './features/edit-profile/components/edit-profile-page';

/** Exposed as `mfeProfile/routes`: the page the shell shows at /edit-profile, and its password. */
function ProfileArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      <Stack $gap={8}>
        <EditProfilePage />
        <ChangePasswordSection />
      </Stack>
    </RemoteRoot>
  );
}

export default ProfileArea satisfies RemoteArea;
