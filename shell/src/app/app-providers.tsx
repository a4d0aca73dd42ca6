import type { ReactNode } from 'react';
import { MediaProvider } from '@drops/media';
import { QueryProvider } from '@drops/remote-kit';
import { AppConfigProvider, useAppConfig } from './app-config';

function MediaForSeller({ children }: { children: ReactNode }) {
  const { sellerApi } = useAppConfig();
  return <MediaProvider client={sellerApi}>{children}</MediaProvider>;
}

/** Everything below the router that the screens read: configuration, API clients, the page's query cache, media signing. */
export function AppProviders({
  apiBaseUrl,
  children,
}: {
  apiBaseUrl: string;
  children: ReactNode;
}) {
  return (
    <QueryProvider>
      <AppConfigProvider apiBaseUrl={apiBaseUrl}>
        <MediaForSeller>{children}</MediaForSeller>
      </AppConfigProvider>
    </QueryProvider>
  );
}
