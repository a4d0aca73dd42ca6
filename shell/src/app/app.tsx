import { useState } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { BrowserRouter } from 'react-router-dom';
import { routerFuture } from '@drops/federation';
import { UiProvider } from '@drops/ui';
import { AppProviders } from './app-providers';
import { AppRoutes } from './app-routes';

/** The whole shell: providers, then the routes. */
export function App({ apiBaseUrl }: { apiBaseUrl: string }) {
  // The shell's own store: remotes keep theirs, the session syncs through @drops/session.
  const [store] = useState(() => createStore());
  return (
    <JotaiProvider store={store}>
      <UiProvider page>
        <BrowserRouter future={routerFuture}>
          <AppProviders apiBaseUrl={apiBaseUrl}>
            <AppRoutes />
          </AppProviders>
        </BrowserRouter>
      </UiProvider>
    </JotaiProvider>
  );
}
