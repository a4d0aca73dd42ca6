import { useEffect, type ReactNode } from 'react';
import { clearToasts, Notice } from '@drops/ui';

/**
 * Tells a user back at sign-in that the session expired. The toasts still on screen came from
 * the page's calls the server refused ("Failed to fetch products"): they go, this says why.
 */
export function SessionExpiredNotice({ children }: { children: ReactNode }) {
  useEffect(() => clearToasts(), []);
  return <Notice>{children}</Notice>;
}
