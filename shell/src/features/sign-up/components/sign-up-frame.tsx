import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Muted, PageTitle, Stack } from '@drops/ui';
import { SignedOutCard } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';

/** The frame both sign-up steps share: brand, step, title, and the way back to sign in. */
export function SignUpFrame({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <SignedOutCard>
      <Stack $gap={2}>
        <Muted>{shellMessages.signUpStep(step)}</Muted>
        <PageTitle>{title}</PageTitle>
      </Stack>
      {children}
      <Muted>
        {shellMessages.haveAccount} <Link to="/signin">{shellMessages.signInLink}</Link>
      </Muted>
    </SignedOutCard>
  );
}
