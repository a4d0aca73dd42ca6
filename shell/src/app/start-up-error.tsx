import { Button, Card, Muted, Stack, UiProvider } from '@drops/ui';
import { shellMessages } from '../messages';
import { CenteredPage } from './centered-page';

/** remotes.json could not be read: nothing can load, so say so and offer a reload. */
export function StartUpError() {
  return (
    <UiProvider page>
      <CenteredPage>
        <Card role="alert">
          <Stack>
            <Muted>{shellMessages.startUpFailed}</Muted>
            <Button onClick={() => window.location.reload()}>{shellMessages.reload}</Button>
          </Stack>
        </Card>
      </CenteredPage>
    </UiProvider>
  );
}
