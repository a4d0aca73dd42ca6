import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card, Muted, PageTitle, Stack } from '@drops/ui';
import { Brand, CenteredPage } from '../../../app/centered-page';
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
    <CenteredPage>
      <Brand>{shellMessages.appName}</Brand>
      <Card>
        <Stack $gap={6}>
          <Stack $gap={2}>
            <Muted>{shellMessages.signUpStep(step)}</Muted>
            <PageTitle>{title}</PageTitle>
          </Stack>
          {children}
          <Muted>
            {shellMessages.haveAccount} <Link to="/signin">{shellMessages.signInLink}</Link>
          </Muted>
        </Stack>
      </Card>
    </CenteredPage>
  );
}
