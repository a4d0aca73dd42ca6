// @ts-check
/**
 * The five frontends: container name, default port and the variable that overrides it.
 * One table, read by the webpack configs, the static server and the e2e and bench harnesses.
 */

/**
 * @typedef {object} Frontend
 * @property {string} name container name (a JS identifier: it becomes the remote's global)
 * @property {string} directory folder inside the workspace
 * @property {number} defaultPort
 * @property {string} portVariable environment variable overriding the port
 * @property {string} [urlVariable] environment variable overriding the remote entry URL the shell uses
 */

/** @type {Record<'shell' | 'sellerDashboard' | 'dropEditor' | 'profile' | 'admin', Frontend>} */
const frontends = {
  shell: { name: 'shell', directory: 'shell', defaultPort: 3000, portVariable: 'SHELL_PORT' },
  sellerDashboard: {
    name: 'mfeSellerDashboard',
    directory: 'mfe-seller-dashboard',
    defaultPort: 3001,
    portVariable: 'MFE_SELLER_DASHBOARD_PORT',
    urlVariable: 'MFE_SELLER_DASHBOARD_URL',
  },
  dropEditor: {
    name: 'mfeDropEditor',
    directory: 'mfe-drop-editor',
    defaultPort: 3002,
    portVariable: 'MFE_DROP_EDITOR_PORT',
    urlVariable: 'MFE_DROP_EDITOR_URL',
  },
  profile: {
    name: 'mfeProfile',
    directory: 'mfe-profile',
    defaultPort: 3003,
    portVariable: 'MFE_PROFILE_PORT',
    urlVariable: 'MFE_PROFILE_URL',
  },
  admin: {
    name: 'mfeAdmin',
    directory: 'mfe-admin',
    defaultPort: 3004,
    portVariable: 'MFE_ADMIN_PORT',
    urlVariable: 'MFE_ADMIN_URL',
  },
};

/**
 * @param {Frontend} frontend
 * @param {NodeJS.ProcessEnv} env
 */
function portOf(frontend, env = process.env) {
  const value = env[frontend.portVariable];
  if (!value) return frontend.defaultPort;
  const port = Number(value);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`${frontend.portVariable} must be a port number, got "${value}"`);
  }
  return port;
}

/** The file name every remote serves its container from. */
const remoteEntryFile = 'remoteEntry.js';

module.exports = { frontends, portOf, remoteEntryFile };
