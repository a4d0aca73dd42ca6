import { layoutOfRemote, remoteForPath } from '@drops/federation';
import { keptChunk } from './kept-chunk';

/**
 * The layouts the remote areas sit in, each a chunk of its own, named as remote-pages.json's
 * `layout` says, so the shell's server preloads the page's layout in the page (issue 28). Free of
 * React at the top, so the entry script can start the page's layout beside the shell's other
 * chunks instead of once the router has rendered; app-routes.tsx loads them through the same
 * functions, and renders them without suspending once they are in (kept-chunk.ts).
 */
export const sellerLayoutChunk = keptChunk(
  () =>
    import(
      /* webpackChunkName: "seller-layout" */ '../features/seller-layout/components/seller-layout'
    ),
);
/** Shown on every seller page, so it is in the seller layout's chunk, not one request after it. */
export const verifyEmailNoticeChunk = keptChunk(
  () =>
    import(
      /* webpackChunkName: "seller-layout" */ '../features/email-verification/components/verify-email-notice'
    ),
);
export const adminGuardChunk = keptChunk(
  () =>
    import(/* webpackChunkName: "admin-guard" */ '../features/admin-access/components/admin-guard'),
);

const layoutChunks: Record<string, (() => Promise<unknown>)[]> = {
  'seller-layout': [sellerLayoutChunk, verifyEmailNoticeChunk],
  'admin-guard': [adminGuardChunk],
};

/**
 * Starts loading the layout of the page being opened, if it is a remote's page; resolves once it
 * is in (or failed: the router asks again and shows the failure).
 */
export function preloadLayoutFor(pathname: string): Promise<void> {
  const remote = remoteForPath(pathname);
  const chunks = remote ? (layoutChunks[layoutOfRemote(remote)] ?? []) : [];
  return Promise.all(chunks.map((chunk) => chunk().catch(() => undefined))).then(() => undefined);
}
