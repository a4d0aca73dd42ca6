import type { ComponentType } from 'react';

/**
 * The contract between the shell and the remotes: which modules each remote exposes and the
 * props they take. Remotes type their exposed component with it (`satisfies RemoteArea`) and the
 * shell loads through it, so both sides are checked without `declare module` stubs.
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

/** Container names: each becomes the remote's global, so they are prefixed to stay unique. */
export const remoteNames = {
  sellerDashboard: 'mfeSellerDashboard',
  dropEditor: 'mfeDropEditor',
  profile: 'mfeProfile',
  admin: 'mfeAdmin',
} as const;
export type RemoteName = (typeof remoteNames)[keyof typeof remoteNames];

/** The one module each remote exposes. */
export const exposedRoutesModule = './routes';

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
