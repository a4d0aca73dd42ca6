import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from '@drops/api-client';
import { expireSellerSession, readAdminSession, readSellerSession } from '@drops/session';

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
      sellerApi: createApiClient({
        baseUrl: apiBaseUrl,
        getToken: () => readSellerSession()?.token,
        onUnauthorized: expireSellerSession,
      }),
      adminApi: createApiClient({ baseUrl: apiBaseUrl, getToken: () => readAdminSession()?.token }),
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
