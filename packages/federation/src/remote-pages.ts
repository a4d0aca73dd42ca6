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
}
const remotePages: Record<RemoteName, RemotePages> = pagesTable;

export function remoteForPath(pathname: string): RemoteName | null {
  for (const remote of remoteNameList) {
    const pages = remotePages[remote];
    if (pages.except.includes(pathname)) continue;
    if (pages.paths.includes(pathname)) return remote;
    if (pages.prefixes.some((prefix) => pathname.startsWith(prefix))) return remote;
  }
  return null;
}
