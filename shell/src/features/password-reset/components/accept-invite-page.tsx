import { acceptAdminInvitation, isApiError, refusalOf } from '@drops/api-client';
import { adminAccountMessages, passwordMessages } from '@drops/contracts';
import { FormAlert } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import type { PasswordLinkOutcome } from '../password-requests';
import { PasswordLinkPage } from './password-link-page';

/**
 * `/admin/accept-invite?token=` (issue 30 item 5): the invited administrator chooses a password
 * under sign-up's rules, twice, then signs in. A link that no longer works says so.
 */
export function AcceptInvitePage() {
  const { adminApi } = useAppConfig();
  const accept = async (token: string, password: string): Promise<PasswordLinkOutcome> => {
    try {
      await acceptAdminInvitation(adminApi, { token, password });
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && error.fieldErrors.token)
        return 'linkInvalid';
      return refusalOf(error, ['password'], passwordMessages.requestFailed);
    }
  };

  return (
    <PasswordLinkPage
      title={adminAccountMessages.acceptTitle}
      submitLabel={adminAccountMessages.acceptSubmit}
      doneNotice={adminAccountMessages.inviteAccepted}
      signInPath="/admin/login"
      invalidLink={() => <FormAlert>{adminAccountMessages.inviteInvalid}</FormAlert>}
      send={accept}
    />
  );
}
