/**
 * Container names: each becomes the remote's global, so they are prefixed to stay unique. Also
 * the names the release registry knows the remotes by (`/api/v1/remotes`, release tokens).
 * Kept free of imports so the services can read it without the federation runtime.
 */
export const remoteNames = {
  sellerDashboard: 'mfeSellerDashboard',
  dropEditor: 'mfeDropEditor',
  profile: 'mfeProfile',
  admin: 'mfeAdmin',
} as const;
export type RemoteName = (typeof remoteNames)[keyof typeof remoteNames];

/** The four names, in the order above. */
export const remoteNameList = Object.values(remoteNames) as RemoteName[];

export function isRemoteName(value: string): value is RemoteName {
  return (remoteNameList as string[]).includes(value);
}

/** The one module each remote exposes. */
export const exposedRoutesModule = './routes';
