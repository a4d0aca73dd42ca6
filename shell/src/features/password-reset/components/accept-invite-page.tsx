import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { acceptAdminInvitation, isApiError, refusalOf } from '@drops/api-client';
import { adminAccountMessages, passwordMessages } from '@drops/contracts';
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
import { validateReset, type ResetField } from '../validation';

/**
 * `/admin/accept-invite?token=` (issue 30 item 5): the invited administrator chooses a password
 * under sign-up's rules, twice, then signs in. A link that no longer works says so.
 */
export function AcceptInvitePage() {
  const { adminApi } = useAppConfig();
  const token = useSearchParams()[0].get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const { errors, formError, busy, submit, revalidate } = useCheckedSubmit<ResetField>(
    () => validateReset(password, confirmPassword),
    async () => {
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
    },
  );

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
      <form noValidate onSubmit={submit} aria-label={adminAccountMessages.acceptTitle}>
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
            {adminAccountMessages.acceptSubmit}
          </Button>
        </Stack>
      </form>
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
