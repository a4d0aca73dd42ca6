import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import type { RemoteModuleId, RemoteModules } from './remote-modules';
import { remoteNameList, type RemoteName } from './remote-names';
import { failurePlugin, type RemoteFailureListener } from './failure-plugin';
import { retryPlugin, type RetryOptions } from './retry-plugin';

export class RemoteUnavailableError extends Error {
  override name = 'RemoteUnavailableError';
  constructor(
    readonly id: RemoteModuleId,
    options?: { cause?: unknown },
  ) {
    super(`Remote module ${id} is unavailable`, options);
  }
}

export interface FederationSetup {
  /** Each remote's entry: a version's `mf-manifest.json`, or remotes.json's `remoteEntry.js`. */
  entries: Record<RemoteName, string>;
  onFailure: RemoteFailureListener;
  retry?: RetryOptions;
}

/** Registers the plugins and every remote's entry with the host's federation runtime. */
export function setUpFederation({ entries, onFailure, retry }: FederationSetup): void {
  registerPlugins([retryPlugin(retry), failurePlugin(onFailure)]);
  registerRemotes(
    remoteNameList.map((name) => ({ name, entry: entries[name] })),
    { force: true },
  );
}

/**
 * Points one remote at another build (the next candidate after a failure). `force` drops what
 * the runtime cached of the one before; each version has its own URL, so no stale manifest or
 * container is taken for the new one.
 */
export function registerRemoteEntry(name: RemoteName, entry: string): void {
  registerRemotes([{ name, entry }], { force: true });
}

/** Loads an exposed module with its contract type; any failure becomes RemoteUnavailableError. */
export async function loadRemoteModule<Id extends RemoteModuleId>(
  id: Id,
): Promise<RemoteModules[Id]> {
  let loaded: RemoteModules[Id] | null;
  try {
    loaded = await loadRemote<RemoteModules[Id]>(id);
  } catch (error) {
    throw new RemoteUnavailableError(id, { cause: error });
  }
  if (!loaded || typeof loaded.default !== 'function') throw new RemoteUnavailableError(id);
  return loaded;
}
