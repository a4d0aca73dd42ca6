import { Link } from 'react-router-dom';
import { Card, Muted, PageTitle, Stack } from '@drops/ui';
import { Brand, CenteredPage } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';

/** `/signup/success`: the sell sign-up waits for an administrator. */
export function SignUpSuccessPage() {
  return (
    <CenteredPage>
      <Brand>{shellMessages.appName}</Brand>
      <Card>
        <Stack $gap={4}>
          <PageTitle>{shellMessages.waitingTitle}</PageTitle>
          <Muted>{shellMessages.waitingBody}</Muted>
          <Link to="/signin">{shellMessages.backToSignIn}</Link>
        </Stack>
      </Card>
    </CenteredPage>
  );
}
