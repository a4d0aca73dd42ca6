import { createContext, useContext, useState, type ReactNode } from 'react';
import { Provider as JotaiProvider, createStore } from 'jotai';
import type { ApiClient } from '@drops/api-client';
import { MediaProvider } from '@drops/media';
import { UiProvider } from '@drops/ui';
import { createAreaApiClient, type RemoteAudience } from './area-api-client';
import { QueryProvider } from './query/query-provider';

const ApiContext = createContext<ApiClient | null>(null);

export interface RemoteRootProps {
  apiBaseUrl: string;
  audience: RemoteAudience;
  children: ReactNode;
}

/**
 * What every remote area runs in, inside the shell or alone: its own jotai store (its atoms never
 * leak into the shell's), the page's one query cache, the theme, its API client and media signing. The session itself is read
 * through @drops/session, which keeps every copy in step.
 */
export function RemoteRoot({ apiBaseUrl, audience, children }: RemoteRootProps) {
  const [store] = useState(() => createStore());
  const [client] = useState(() => createAreaApiClient(apiBaseUrl, audience));
  return (
    <JotaiProvider store={store}>
      <QueryProvider>
        <UiProvider>
          <ApiContext.Provider value={client}>
            <MediaProvider client={client}>{children}</MediaProvider>
          </ApiContext.Provider>
        </UiProvider>
      </QueryProvider>
    </JotaiProvider>
  );
}

/**
 * Gives `useApi` (and so `useAreaQuery`) a client outside a remote area: the shell's own screens
 * read through the same hook with the shell's client.
 */
export function ApiProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

/** The area's API client. */
export function useApi(): ApiClient {
  const client = useContext(ApiContext);
  if (!client) throw new Error('useApi needs a RemoteRoot above it');
  return client;
}
