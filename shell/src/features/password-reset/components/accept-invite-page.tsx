import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { acceptAdminInvitation, isApiError, refusalOf } from '@drops/api-client';
import { adminAccountMessages, passwordMessages } from '@drops/contracts';
import { FormAlert, Muted, Notice, PageTitle } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';
import { NewPasswordForm } from './new-password-form';

/**
 * `/admin/accept-invite?token=` (issue 30 item 5): the invited administrator chooses a password
 * under sign-up's rules, twice, then signs in. A link that no longer works says so.
 */
export function AcceptInvitePage() {
  const { adminApi } = useAppConfig();
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const accept = async (password: string) => {
    try {
      await acceptAdminInvitation(adminApi, { token, password });
      setDone(true);
    } catch (error) {
      if (isApiError(error) && error.kind === 'validation' && error.fieldErrors.token) {
        setLinkInvalid(true);
        return;
      }
      return refusalOf(error, ['password'], passwordMessages.requestFailed);
    }
  };

  let content;
  if (done)
    content = (
      <>
        <Notice>{adminAccountMessages.inviteAccepted}</Notice>
        <Link to="/admin/login">{shellMessages.signInTitle}</Link>
      </>
    );
  else if (linkInvalid) content = <FormAlert>{adminAccountMessages.inviteInvalid}</FormAlert>;
  else
    content = (
      <NewPasswordForm
        label={adminAccountMessages.acceptTitle}
        submitLabel={adminAccountMessages.acceptSubmit}
        send={accept}
      />
    );

  return (
    <SignedOutCard>
      <PageTitle>{adminAccountMessages.acceptTitle}</PageTitle>
      {content}
      {done ? null : (
        <Muted>
          <Link to="/admin/login">{passwordMessages.backToSignIn}</Link>
        </Muted>
      )}
    </SignedOutCard>
  );
}
