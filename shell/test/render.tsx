import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { routerFuture } from '@drops/federation';
import { QueryProvider } from '@drops/remote-kit';
import { UiProvider } from '@drops/ui';

/** Renders inside the page's query cache, the theme and a router, as in the shell. */
export function renderScreen(element: ReactElement, path = '/') {
  return render(
    <QueryProvider>
      <UiProvider>
        <MemoryRouter initialEntries={[path]} future={routerFuture}>
          {element}
        </MemoryRouter>
      </UiProvider>
    </QueryProvider>,
  );
}
