// @ts-check
/**
 * The dependencies every frontend shares through module federation, as singletons, with the
 * version pinned once in the pnpm catalog (pnpm-workspace.yaml). Nothing else is shared: a
 * shared module costs a runtime negotiation and an extra request, and only these six carry
 * state that must exist once per page (React's dispatcher, the router context, jotai's default
 * store, styled-components' theme and style sheet, TanStack Query's client context).
 */
const fs = require('node:fs');
const path = require('node:path');
const YAML = require('yaml');

const sharedPackages = [
  'react',
  'react-dom',
  'react-router-dom',
  'jotai',
  'styled-components',
  '@tanstack/react-query',
];

/** Packages whose subpaths (`react/jsx-runtime`, `react-dom/client`) must be the same instance too. */
const sharedWithSubpaths = ['react', 'react-dom'];

/** @param {string} startDir */
function findWorkspaceFile(startDir) {
  let dir = startDir;
  for (;;) {
    const candidate = path.join(dir, 'pnpm-workspace.yaml');
    if (fs.existsSync(candidate)) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`pnpm-workspace.yaml not found above ${startDir}`);
    dir = parent;
  }
}

/** @returns {Record<string, string>} the pnpm catalog: package name to exact version. */
function readCatalog(startDir = __dirname) {
  const workspace = YAML.parse(fs.readFileSync(findWorkspaceFile(startDir), 'utf8'));
  return workspace.catalog ?? {};
}

/**
 * The `shared` option of every ModuleFederationPlugin in the workspace.
 * @returns {Record<string, { singleton: true, requiredVersion: string, version: string }>}
 */
function sharedDependencies(catalog = readCatalog()) {
  /** @type {Record<string, { singleton: true, requiredVersion: string, version: string }>} */
  const shared = {};
  for (const name of sharedPackages) {
    const version = catalog[name];
    if (!version) throw new Error(`${name} is shared but has no version in the pnpm catalog`);
    const entry = {
      singleton: /** @type {const} */ (true),
      requiredVersion: `^${version}`,
      version,
    };
    shared[name] = entry;
    if (sharedWithSubpaths.includes(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}

module.exports = { readCatalog, sharedDependencies, sharedPackages };
