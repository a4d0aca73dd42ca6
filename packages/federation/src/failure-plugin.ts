import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface RemoteFailure {
  /** The module id asked for, e.g. `mfeProfile/routes`. */
  id: string;
  /** Where in the load it failed (`beforeRequest`, `afterResolve`, `onLoad`...). */
  lifecycle: string;
  error: unknown;
}

export type RemoteFailureListener = (failure: RemoteFailure) => void;

/**
 * The runtime's `errorLoadRemote` hook: reports every failed remote load to the listener (the
 * shell logs it and marks the area) and lets the error through, so the area's own error
 * boundary shows its "unavailable" message with a retry while the rest of the page keeps working.
 */
export function failurePlugin(listener: RemoteFailureListener): ModuleFederationRuntimePlugin {
  return {
    name: 'drops-failure-plugin',
    errorLoadRemote({ id, lifecycle, error }) {
      listener({ id, lifecycle, error });
      // Returning nothing means "no fallback module": loadRemote rejects with the original error.
      return undefined;
    },
  };
}
