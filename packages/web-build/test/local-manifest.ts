/** remotes.json as a local build writes it: the API and every remote on its default port. */
export const localManifest = {
  apiBaseUrl: 'http://localhost:8080/api/v1',
  remotes: {
    mfeSellerDashboard: 'http://localhost:3001/remoteEntry.js',
    mfeDropEditor: 'http://localhost:3002/remoteEntry.js',
    mfeProfile: 'http://localhost:3003/remoteEntry.js',
    mfeAdmin: 'http://localhost:3004/remoteEntry.js',
  },
};
