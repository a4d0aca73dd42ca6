// @ts-check
/**
 * One copy of the federation runtime per bundle. The generated federation entry `require`s the
 * runtime packages while the injected external-runtime plugin `import`s them, and their export
 * maps send the two to different files (.cjs and .js): without these aliases the runtime core,
 * the SDK and the error codes would each be bundled twice (about 25 KB gzipped).
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * @param {string} name
 * @param {string} fromDirectory
 * @returns {string} the package's ES module entry, resolved from `fromDirectory`
 */
function esmEntry(name, fromDirectory) {
  const directory = packageDirectory(name, fromDirectory);
  const manifest = JSON.parse(fs.readFileSync(path.join(directory, 'package.json'), 'utf8'));
  const entry = manifest.exports?.['.']?.import?.default ?? manifest.module;
  if (!entry) throw new Error(`${name} has no ES module entry`);
  return path.join(directory, entry);
}

/**
 * The folder of a package as `fromDirectory` resolves it (these packages do not export their
 * package.json, so it is found above the resolved entry).
 * @param {string} name
 * @param {string} fromDirectory
 */
function packageDirectory(name, fromDirectory) {
  let directory = path.dirname(require.resolve(name, { paths: [fromDirectory] }));
  while (!fs.existsSync(path.join(directory, 'package.json')) || !isPackage(directory, name)) {
    const parent = path.dirname(directory);
    if (parent === directory) throw new Error(`package.json of ${name} not found`);
    directory = parent;
  }
  return directory;
}

/**
 * @param {string} directory
 * @param {string} name
 */
function isPackage(directory, name) {
  return JSON.parse(fs.readFileSync(path.join(directory, 'package.json'), 'utf8')).name === name;
}

/** @returns {Record<string, string>} webpack `resolve.alias` entries */
function federationRuntimeAliases() {
  const enhanced = path.dirname(require.resolve('@module-federation/enhanced'));
  const runtimeTools = packageDirectory('@module-federation/runtime-tools', enhanced);
  const runtime = packageDirectory('@module-federation/runtime', runtimeTools);
  const runtimeCore = packageDirectory('@module-federation/runtime-core', runtime);
  return {
    '@module-federation/runtime-core$': esmEntry('@module-federation/runtime-core', runtime),
    '@module-federation/sdk$': esmEntry('@module-federation/sdk', runtimeCore),
    '@module-federation/error-codes$': esmEntry('@module-federation/error-codes', runtimeCore),
  };
}

module.exports = { federationRuntimeAliases };
