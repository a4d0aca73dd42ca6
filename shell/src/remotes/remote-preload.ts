import { remoteNames, type RemoteName, type RemoteRoutesModule } from '@drops/federation';
import { loadAreaModule } from './remote-versions';

/** Which remote serves a path (the routes of app-routes.tsx). */
function remoteFor(pathname: string): RemoteName | null {
  if (pathname === '/dashboard' || pathname === '/integrations') return remoteNames.sellerDashboard;
  if (pathname === '/add-product' || pathname.startsWith('/add-product/'))
    return remoteNames.dropEditor;
  if (pathname === '/edit-profile') return remoteNames.profile;
  if (pathname.startsWith('/admin/') && pathname !== '/admin/login') return remoteNames.admin;
  return null;
}

const preloaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Starts loading the remote of the page being opened, so it arrives with the shell, not after it. */
export function preloadRemoteFor(pathname: string): void {
  const remote = remoteFor(pathname);
  if (!remote) return;
  const loading = loadAreaModule(remote);
  // A failure is reported when the area asks for the module; nothing to do here.
  loading.catch(() => undefined);
  preloaded.set(remote, loading);
}

/** The preloaded module, once: a retry must load afresh. */
export function takePreloaded(remote: RemoteName): Promise<RemoteRoutesModule> | undefined {
  const loading = preloaded.get(remote);
  preloaded.delete(remote);
  return loading;
}
