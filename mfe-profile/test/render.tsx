import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createApiClient, type ApiClient } from '@drops/api-client';
import { routerFuture } from '@drops/federation';
import { MediaProvider } from '@drops/media';
import { unreachableApiUrl } from '@drops/stack-testing';
import { UiProvider } from '@drops/ui';

/** Signed links are asked of a client whose calls fail fast: previews fall back to placeholders. */
export const unreachableClient: ApiClient = createApiClient({ baseUrl: unreachableApiUrl });

/** Renders inside the theme, media signing and a router, as in the shell. */
export function renderScreen(element: ReactElement) {
  return render(
    <UiProvider>
      <MediaProvider client={unreachableClient}>
        <MemoryRouter initialEntries={['/edit-profile']} future={routerFuture}>
          {element}
        </MemoryRouter>
      </MediaProvider>
    </UiProvider>,
  );
}
