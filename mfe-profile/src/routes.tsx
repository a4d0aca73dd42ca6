import type { RemoteArea, RemoteAreaProps } from '@drops/federation';
import { RemoteRoot } from '@drops/remote-kit';
import { ChangeEmailSection } from './features/change-email/components/change-email-section';
import { ChangePasswordSection } from './features/change-password/components/change-password-section';
import { SessionsSection } from './features/sessions/components/sessions-section';
import { EditProfilePage } from './features/edit-profile/components/edit-profile-page';

/** Exposed as `mfeProfile/routes`: the page the shell shows at /edit-profile, its email,
 * password and the seller's sessions (issue 30). */
function ProfileArea({ apiBaseUrl }: RemoteAreaProps) {
  return (
    <RemoteRoot apiBaseUrl={apiBaseUrl} audience="seller">
      <EditProfilePage
        belowForm={
          <>
            <ChangeEmailSection />
            <ChangePasswordSection />
            <SessionsSection />
          </>
        }
      />
    </RemoteRoot>
  );
}

export default ProfileArea satisfies RemoteArea;
