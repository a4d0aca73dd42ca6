import { Link } from 'react-router-dom';
import { passwordMessages } from '@drops/contracts';
import { FormAlert } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { passwordPages, setNewPassword, type PasswordAudience } from '../password-requests';
import { PasswordLinkPage } from './password-link-page';

/**
 * `/reset-password?token=` and `/admin/reset-password?token=` (issue 30): the link's new password
 * under sign-up's rules, twice; then the way to sign in with it. A link that no longer works
 * says so and leads to a new one.
 */
export function ResetPasswordPage({ audience }: { audience: PasswordAudience }) {
  const { sellerApi, adminApi } = useAppConfig();
  const pages = passwordPages[audience];

  return (
    <PasswordLinkPage
      title={passwordMessages.resetTitle}
      submitLabel={passwordMessages.resetSubmit}
      doneNotice={passwordMessages.resetDone}
      signInPath={pages.signIn}
      invalidLink={(tokenMissing) => (
        <>
          <FormAlert>
            {tokenMissing ? passwordMessages.resetLinkMissing : passwordMessages.resetLinkInvalid}
          </FormAlert>
          <Link to={pages.forgot}>{passwordMessages.askAgain}</Link>
        </>
      )}
      send={(token, password) =>
        setNewPassword(audience === 'admin' ? adminApi : sellerApi, audience, { token, password })
      }
    />
  );
}
