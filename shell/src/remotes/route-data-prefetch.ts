import { prefetchSellerProducts } from '@drops/api-client/prefetch';
import { peekSellerSession } from '@drops/session/stored-seller-session';

/**
 * Starts the first read of the page being opened from the shell's entry script, beside the
 * shell's chunks and the page's remote (issue 28), so the dashboard's list does not wait for the
 * dashboard's code. The remote's own call takes the answer (@drops/api-client's client).
 */
export function prefetchRouteData(pathname: string, apiBaseUrl: string): void {
  if (pathname !== '/dashboard') return;
  const session = peekSellerSession();
  if (session) prefetchSellerProducts(apiBaseUrl, session.token, session.seller._id);
}
