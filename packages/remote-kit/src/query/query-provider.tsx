import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { sharedQueryClient } from './query-client';

/** The page's one query cache, for the shell's screens and each remote area alike. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
