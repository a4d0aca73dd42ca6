import { remoteForPath, remoteNames } from '@drops/federation';

/**
 * The layouts the remote areas sit in, each a chunk of its own. Free of React at the top, so the
 * entry script can start the page's layout beside the shell's other chunks (issue 28) instead of
 * once the router has rendered; app-routes.tsx loads them through the same functions.
 */
export const sellerLayoutChunk = () => import('../features/seller-layout/components/seller-layout');
export const adminGuardChunk = () => import('../features/admin-access/components/admin-guard');

/** Starts loading the layout of the page being opened, if it is a remote's page. */
export function preloadLayoutFor(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (!remote) return;
  const loading = remote === remoteNames.admin ? adminGuardChunk() : sellerLayoutChunk();
  // A failure shows when the router asks for the chunk again.
  loading.catch(() => undefined);
}
