import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '@drops/api-client';

const MediaClientContext = createContext<ApiClient | null>(null);

/** The API client used to sign media keys below it; each app provides its own. */
export function MediaProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <MediaClientContext.Provider value={client}>{children}</MediaClientContext.Provider>;
}

export function useMediaClient(): ApiClient {
  const client = useContext(MediaClientContext);
  if (!client) throw new Error('useMediaClient needs a MediaProvider above it');
  return client;
}
