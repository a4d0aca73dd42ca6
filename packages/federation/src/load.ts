import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/runtime';
import { remoteNames, type RemoteModuleId, type RemoteModules } from './remote-modules';
import type { RuntimeManifest } from './runtime-manifest';
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
  manifest: RuntimeManifest;
  onFailure: RemoteFailureListener;
  retry?: RetryOptions;
}

/** Registers the plugins and every remote of the manifest with the host's federation runtime. */
export function setUpFederation({ manifest, onFailure, retry }: FederationSetup): void {
  registerPlugins([retryPlugin(retry), failurePlugin(onFailure)]);
  registerRemotes(
    Object.values(remoteNames).map((name) => ({ name, entry: manifest.remotes[name] })),
    { force: true },
  );
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
