import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { isSellerLoggedInAtom } from '@drops/session';
import { Card, PageTitle, Stack } from '@drops/ui';
import { shellMessages } from '../messages';
import { CenteredPage } from './centered-page';

/** A signed-in seller is offered the way back to their dashboard, anyone else sign-in. */
export function NotFoundPage() {
  const loggedIn = useAtomValue(isSellerLoggedInAtom);
  return (
    <CenteredPage>
      <Card>
        <Stack>
          <PageTitle>{shellMessages.notFoundTitle}</PageTitle>
          {loggedIn ? (
            <Link to="/dashboard">{shellMessages.notFoundDashboardLink}</Link>
          ) : (
            <Link to="/">{shellMessages.notFoundLink}</Link>
          )}
        </Stack>
      </Card>
    </CenteredPage>
  );
}
