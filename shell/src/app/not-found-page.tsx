import { Link } from 'react-router-dom';
import { Card, PageTitle, Stack } from '@drops/ui';
import { shellMessages } from '../messages';
import { CenteredPage } from './centered-page';

export function NotFoundPage() {
  return (
    <CenteredPage>
      <Card>
        <Stack>
          <PageTitle>{shellMessages.notFoundTitle}</PageTitle>
          <Link to="/">{shellMessages.notFoundLink}</Link>
        </Stack>
      </Card>
    </CenteredPage>
  );
}
