import { remoteForPath, type RemoteName, type RemoteRoutesModule } from '@drops/federation';
import { fulfilled } from '../app/kept-chunk';
import { loadAreaModule } from './remote-versions';

interface Preloaded {
  loading: Promise<RemoteRoutesModule>;
  /** Set once it is in: the area then renders it without suspending (kept-chunk.ts). */
  loaded?: RemoteRoutesModule;
}

const preloaded = new Map<RemoteName, Preloaded>();

/**
 * Starts loading the remote of the page being opened, so it arrives with the shell, not after it;
 * resolves once it is in or failed (the area reports a failure when it asks for the module).
 */
export function preloadRemoteFor(pathname: string): Promise<void> {
  const remote = remoteForPath(pathname);
  if (!remote) return Promise.resolve();
  const entry: Preloaded = { loading: loadAreaModule(remote) };
  preloaded.set(remote, entry);
  return entry.loading.then(
    (module) => {
      entry.loaded = module;
    },
    () => undefined,
  );
}

/** The preloaded module, once: a retry must load afresh. */
export function takePreloaded(remote: RemoteName): Promise<RemoteRoutesModule> | undefined {
  const entry = preloaded.get(remote);
  preloaded.delete(remote);
  if (!entry) return undefined;
  return entry.loaded ? fulfilled(entry.loaded) : entry.loading;
}
