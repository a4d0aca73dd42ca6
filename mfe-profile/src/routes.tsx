import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { EditProfilePage } from './features/edit-profile/components/edit-profile-page';

/** Exposed as `mfeProfile/routes`: the page the shell shows at /edit-profile. */
function ProfileArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      <EditProfilePage />
    </RemoteRoot>
  );
}

export default ProfileArea satisfies RemoteArea;
