import type { ComponentType } from 'react';
import type { RemoteName } from './remote-names';

/**
 * The contract between the shell and the remotes: which modules each remote exposes and the
 * props they take. Remotes type their exposed component with it (`satisfies RemoteArea`) and the
 * shell loads through it, so both sides are checked without `declare module` stubs. A change a
 * remote built before it cannot take raises the major of `remoteContractVersion`.
 */

/** What the shell hands every remote area. */
export interface RemoteAreaProps {
  /** The versioned API base from the deploy-time manifest, e.g. `http://localhost:8080/api/v1`. */
  apiBaseUrl: string;
}

export type RemoteArea = ComponentType<RemoteAreaProps>;

/** A remote's exposed route module: its routes (or page) as the default export. */
export interface RemoteRoutesModule {
  default: RemoteArea;
}

export { exposedRoutesModule, remoteNames, type RemoteName } from './remote-names';

/** Every exposed module, by its federation id `<container>/<module>`. */
export interface RemoteModules {
  'mfeSellerDashboard/routes': RemoteRoutesModule;
  'mfeDropEditor/routes': RemoteRoutesModule;
  'mfeProfile/routes': RemoteRoutesModule;
  'mfeAdmin/routes': RemoteRoutesModule;
}
export type RemoteModuleId = keyof RemoteModules;

export function routesModuleId(name: RemoteName): RemoteModuleId {
  return `${name}/routes`;
}
