import pagesTable from './remote-pages.json';
import { remoteNameList, type RemoteName } from './remote-names';

/**
 * Which remote serves a page of the shell (its routes in app-routes.tsx). JSON, so the shell's
 * server (drops-serve, plain Node) reads the same table to preload the page's remote.
 */
interface RemotePages {
  paths: string[];
  prefixes: string[];
  /** Pages of the shell itself under a remote's prefix. */
  except: string[];
  /**
   * The shell's layout the remote's area sits in: its chunk's name (`webpackChunkName`), which
   * the shell's server preloads on the remote's pages beside the shell's own start-up chunks.
   */
  layout: string;
}
const remotePages: Record<RemoteName, RemotePages> = pagesTable;

/** The name of the shell's layout chunk around a remote's area (remote-pages.json). */
export const layoutOfRemote = (remote: RemoteName): string => remotePages[remote].layout;

export function remoteForPath(pathname: string): RemoteName | null {
  for (const remote of remoteNameList) {
    const pages = remotePages[remote];
    if (pages.except.includes(pathname)) continue;
    if (pages.paths.includes(pathname)) return remote;
    if (pages.prefixes.some((prefix) => pathname.startsWith(prefix))) return remote;
  }
  return null;
}
