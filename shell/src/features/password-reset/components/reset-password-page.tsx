import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { passwordMessages } from '@drops/contracts';
import {
  Button,
  FormAlert,
  Muted,
  Notice,
  PageTitle,
  Stack,
  TextField,
  useCheckedSubmit,
} from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { SignedOutCard } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';
import { passwordPages, setNewPassword, type PasswordAudience } from '../password-requests';
import { validateReset } from '../validation';

/**
 * `/reset-password?token=` and `/admin/reset-password?token=` (issue 30): the link's new password
 * under sign-up's rules, twice; then the way to sign in with it. A link that no longer works
 * says so and leads to a new one.
 */
export function ResetPasswordPage({ audience }: { audience: PasswordAudience }) {
  const { sellerApi, adminApi } = useAppConfig();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const { errors, formError, busy, submit, revalidate } = useCheckedSubmit(
    () => validateReset(password, confirmPassword),
    async () => {
      const client = audience === 'admin' ? adminApi : sellerApi;
      const refusal = await setNewPassword(client, audience, { token, password });
      if (refusal?.linkInvalid) setLinkInvalid(true);
      if (refusal) return refusal;
      setDone(true);
    },
  );
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
      <form noValidate onSubmit={submit} aria-label={passwordMessages.resetTitle}>
        <Stack>
          {formError ? <FormAlert>{formError}</FormAlert> : null}
          <TextField
            label={passwordMessages.newPassword}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            error={errors.password}
            onChange={(event) => {
              setPassword(event.target.value);
              revalidate(() => validateReset(event.target.value, confirmPassword));
            }}
          />
          <TextField
            label={shellMessages.confirmPassword}
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            value={confirmPassword}
            error={errors.confirmPassword}
            onChange={(event) => {
              setConfirmPassword(event.target.value);
              revalidate(() => validateReset(password, event.target.value));
            }}
          />
          <Button type="submit" $fullWidth disabled={busy}>
            {passwordMessages.resetSubmit}
          </Button>
        </Stack>
      </form>
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
