import { useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { passwordMessages } from '@drops/contracts';
import { Muted, Notice, PageTitle } from '@drops/ui';
import { SignedOutCard } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';
import type { PasswordLinkOutcome } from '../password-requests';
import { NewPasswordForm } from './new-password-form';

export interface PasswordLinkPageProps {
  title: string;
  submitLabel: string;
  /** Said once the password is set, above the way to sign in. */
  doneNotice: string;
  signInPath: string;
  /** What stands in place of the form when the link has no token, or one that no longer works. */
  invalidLink: (tokenMissing: boolean) => ReactNode;
  send: (token: string, password: string) => Promise<PasswordLinkOutcome>;
}

/**
 * The page an emailed link opens to choose a password (a reset, an invitation): the new password
 * under sign-up's rules, twice, sent with the link's `?token=`; then the way to sign in.
 */
export function PasswordLinkPage({
  title,
  submitLabel,
  doneNotice,
  signInPath,
  invalidLink,
  send,
}: PasswordLinkPageProps) {
  const token = useSearchParams()[0].get('token') ?? '';
  const [done, setDone] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(token === '');
  const sendPassword = async (password: string) => {
    const outcome = await send(token, password);
    if (outcome === 'linkInvalid') setLinkInvalid(true);
    else if (outcome) return outcome;
    else setDone(true);
  };

  let content;
  if (done)
    content = (
      <>
        <Notice>{doneNotice}</Notice>
        <Link to={signInPath}>{shellMessages.signInTitle}</Link>
      </>
    );
  else if (linkInvalid) content = invalidLink(token === '');
  else content = <NewPasswordForm label={title} submitLabel={submitLabel} send={sendPassword} />;

  return (
    <SignedOutCard>
      <PageTitle>{title}</PageTitle>
      {content}
      {done ? null : (
        <Muted>
          <Link to={signInPath}>{passwordMessages.backToSignIn}</Link>
        </Muted>
      )}
    </SignedOutCard>
  );
}
