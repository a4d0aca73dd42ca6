// @ts-check
/**
 * Writes the shell–remote contract version a remote is built against into its mf-manifest.json
 * (`metaData.contractVersion`), read from @drops/federation as the remote itself resolves it,
 * so the release registry can refuse a build made for another major of the contract.
 */
const { require: requireTypeScript } = require('tsx/cjs/api');

/**
 * @param {string} directory the remote's package folder
 * @returns {{ remoteContractVersion: string, contractVersionField: string }}
 */
function readContractVersion(directory) {
  const file = require.resolve('@drops/federation/contract-version', { paths: [directory] });
  return requireTypeScript(file, __filename);
}

/**
 * The `manifest.additionalData` hook of the federation plugin.
 * @param {string} directory
 */
function withContractVersion(directory) {
  const { remoteContractVersion, contractVersionField } = readContractVersion(directory);
  /** @param {{ stats: { metaData: object } }} options */
  return ({ stats }) => {
    // Changed in place: the plugin keeps the stats it passed when the hook returns nothing.
    Object.assign(stats.metaData, { [contractVersionField]: remoteContractVersion });
  };
}

module.exports = { readContractVersion, withContractVersion };
