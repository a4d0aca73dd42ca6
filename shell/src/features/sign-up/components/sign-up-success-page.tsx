import { Link } from 'react-router-dom';
import { Muted, PageTitle } from '@drops/ui';
import { SignedOutCard } from '../../../app/centered-page';
import { shellMessages } from '../../../messages';

/** `/signup/success`: the sell sign-up waits for an administrator. */
export function SignUpSuccessPage() {
  return (
    <SignedOutCard gap={4}>
      <PageTitle>{shellMessages.waitingTitle}</PageTitle>
      <Muted>{shellMessages.waitingBody}</Muted>
      <Link to="/signin">{shellMessages.backToSignIn}</Link>
    </SignedOutCard>
  );
}
