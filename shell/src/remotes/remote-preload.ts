import { remoteForPath, type RemoteName, type RemoteRoutesModule } from '@drops/federation';
import { loadAreaModule } from './remote-versions';

const preloaded = new Map<RemoteName, Promise<RemoteRoutesModule>>();

/** Starts loading the remote of the page being opened, so it arrives with the shell, not after it. */
export function preloadRemoteFor(pathname: string): void {
  const remote = remoteForPath(pathname);
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
