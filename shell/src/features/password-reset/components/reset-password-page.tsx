import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { passwordMessages } from '@drops/contracts';
import { FormAlert, Muted, Notice, PageTitle } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';
import { passwordPages, setNewPassword, type PasswordAudience } from '../password-requests';
import { NewPasswordForm } from './new-password-form';

/**
 * `/reset-password?token=` and `/admin/reset-password?token=` (issue 30): the link's new password
 * under sign-up's rules, twice; then the way to sign in with it. A link that no longer works
 * says so and leads to a new one.
 */
export function ResetPasswordPage({ audience }: { audience: PasswordAudience }) {
  const { sellerApi, adminApi } = useAppConfig();
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const reset = async (password: string) => {
    const client = audience === 'admin' ? adminApi : sellerApi;
    const refusal = await setNewPassword(client, audience, { token, password });
    if (refusal?.linkInvalid) setLinkInvalid(true);
    if (refusal) return refusal;
    setDone(true);
  };
  const pages = passwordPages[audience];

  let content;
  if (done)
    content = (
      <>
        <Notice>{passwordMessages.resetDone}</Notice>
        <Link to={pages.signIn}>{shellMessages.signInTitle}</Link>
      </>
    );
  else if (linkInvalid)
    content = (
      <>
        <FormAlert>
          {token === '' ? passwordMessages.resetLinkMissing : passwordMessages.resetLinkInvalid}
        </FormAlert>
        <Link to={pages.forgot}>{passwordMessages.askAgain}</Link>
      </>
    );
  else
    content = (
      <NewPasswordForm
        label={passwordMessages.resetTitle}
        submitLabel={passwordMessages.resetSubmit}
        send={reset}
      />
    );

  return (
    <SignedOutCard>
      <PageTitle>{passwordMessages.resetTitle}</PageTitle>
      {content}
      {done ? null : (
        <Muted>
          <Link to={pages.signIn}>{passwordMessages.backToSignIn}</Link>
        </Muted>
      )}
    </SignedOutCard>
  );
}
