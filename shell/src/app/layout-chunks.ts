import { layoutOfRemote, remoteForPath } from '@drops/federation';

/**
 * The layouts the remote areas sit in, each a chunk of its own, named as remote-pages.json's
 * `layout` says, so the shell's server preloads the page's layout in the page (issue 28). Free of
 * React at the top, so the entry script can start the page's layout beside the shell's other
 * chunks instead of once the router has rendered; app-routes.tsx loads them through the same
 * functions.
 */
export const sellerLayoutChunk = () =>
  import(
    /* webpackChunkName: "seller-layout" */ '../features/seller-layout/components/seller-layout'
  );
export const adminGuardChunk = () =>
  import(/* webpackChunkName: "admin-guard" */ '../features/admin-access/components/admin-guard');

const layoutChunks: Record<string, () => Promise<unknown>> = {
  'seller-layout': sellerLayoutChunk,
  'admin-guard': adminGuardChunk,
};

/** Starts loading the layout of the page being opened, if it is a remote's page. */
export function preloadLayoutFor(pathname: string): void {
  const remote = remoteForPath(pathname);
  if (!remote) return;
  const loading = layoutChunks[layoutOfRemote(remote)]?.();
  // A failure shows when the router asks for the chunk again.
  loading?.catch(() => undefined);
}
