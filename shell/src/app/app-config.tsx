import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '@drops/api-client';
import { createAreaApiClient } from '@drops/remote-kit';

export interface AppConfig {
  apiBaseUrl: string;
  /** Calls as the signed-in seller (their bearer token when there is one). */
  sellerApi: ApiClient;
  /** Calls as the signed-in administrator: the two tokens never mix. */
  adminApi: ApiClient;
}

const AppConfigContext = createContext<AppConfig | null>(null);

export function AppConfigProvider({
  apiBaseUrl,
  children,
}: {
  apiBaseUrl: string;
  children: ReactNode;
}) {
  const config = useMemo<AppConfig>(
    () => ({
      apiBaseUrl,
      sellerApi: createAreaApiClient(apiBaseUrl, 'seller'),
      adminApi: createAreaApiClient(apiBaseUrl, 'admin'),
    }),
    [apiBaseUrl],
  );
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export function useAppConfig(): AppConfig {
  const config = useContext(AppConfigContext);
  if (!config) throw new Error('useAppConfig needs an AppConfigProvider above it');
  return config;
}
