import { useState } from 'react';
import { Link } from 'react-router-dom';
import { passwordMessages } from '@drops/contracts';
import { CheckedForm, Muted, Notice, PageTitle, Stack, useCheckedForm } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { CredentialField } from '../../../app/credential-field';
import { askForResetLink, passwordPages, type PasswordAudience } from '../password-requests';
import { validateForgot } from '../validation';

/**
 * `/forgot-password` and `/admin/forgot-password` (issue 30): the email, then the same words
 * whether or not it has an account, so the page tells nobody who signs up here.
 */
export function ForgotPasswordPage({ audience }: { audience: PasswordAudience }) {
  const { sellerApi, adminApi } = useAppConfig();
  const [sent, setSent] = useState(false);
  const form = useCheckedForm(
    { email: '' },
    ({ email }) => validateForgot(email.trim()),
    async ({ email }) => {
      const client = audience === 'admin' ? adminApi : sellerApi;
      const refusal = await askForResetLink(client, audience, email.trim());
      if (refusal) return refusal;
      setSent(true);
    },
  );
  const pages = passwordPages[audience];

  return (
    <SignedOutCard>
      <Stack $gap={2}>
        <PageTitle>{passwordMessages.forgotTitle}</PageTitle>
        {sent ? null : <Muted>{passwordMessages.forgotIntro}</Muted>}
      </Stack>
      {sent ? (
        <Notice>{passwordMessages.forgotAccepted}</Notice>
      ) : (
        <CheckedForm
          label={passwordMessages.forgotTitle}
          form={form}
          submitLabel={passwordMessages.forgotSubmit}
        >
          <CredentialField field="email" autoComplete="email" {...form.bindField('email')} />
        </CheckedForm>
      )}
      <Muted>
        <Link to={pages.signIn}>{passwordMessages.backToSignIn}</Link>
      </Muted>
    </SignedOutCard>
  );
}
