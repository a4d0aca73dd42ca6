// @ts-check
/**
 * The shell's own chunks a page starts with (issue 28), written by its build as
 * `startup-chunks.json` so its server can preload them in the page beside `main.js`: without it,
 * the browser asks them only once `main.js` has loaded and run the federation runtime, one
 * round trip later.
 *
 * - `startup`: what every page runs before its first render, in the order it needs them: the
 *   entry (`main.js`), the chunks of the async `bootstrap` import and those of the shared
 *   libraries the shell provides (React, the router…), which the federation runtime loads for
 *   it at the same moment;
 * - `chunkGroups`: each other named chunk group (`webpackChunkName`), such as a layout, to be
 *   preloaded on the pages that use it (remote-pages.json's `layout`).
 */
const fs = require('node:fs');
const path = require('node:path');
const { remotePageFrom, remotePagesFile } = require('./remote-preloads');

const startupChunksFile = 'startup-chunks.json';
const bootstrapChunkName = 'bootstrap';

/**
 * @typedef {{ startup: string[], chunkGroups: Record<string, string[]> }} StartupChunks
 * @typedef {import('webpack').Compilation['chunkGroups'][number]} ChunkGroup
 * @typedef {import('./remote-preloads').Preload} Preload
 */

/** @param {ChunkGroup} group */
const scriptsOf = (group) =>
  group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

/** @param {ChunkGroup} group */
const isProvidedShared = (group) =>
  group.origins.some((origin) => origin.module?.type === 'provide-module');

/**
 * @param {ChunkGroup[]} groups every chunk group of the compilation
 * @returns {StartupChunks}
 */
function startupChunksOf(groups) {
  const bootstrap = groups.find((group) => group.name === bootstrapChunkName);
  if (!bootstrap) throw new Error(`the shell has no "${bootstrapChunkName}" chunk group`);
  // The entry first: the browser opens six connections to the shell, and a preload ahead of the
  // page's own script would push it to the second round.
  const startup = new Set([
    ...groups.filter((group) => group.isInitial()).flatMap(scriptsOf),
    ...scriptsOf(bootstrap),
    ...groups.filter(isProvidedShared).flatMap(scriptsOf),
  ]);
  /** @type {Record<string, string[]>} */
  const chunkGroups = {};
  for (const group of groups) {
    if (!group.name || group === bootstrap || group.isInitial()) continue;
    chunkGroups[group.name] = scriptsOf(group).filter((file) => !startup.has(file));
  }
  return { startup: [...startup], chunkGroups };
}

class StartupChunksPlugin {
  /** @param {{ chunkGroups: string[] }} options the named chunk groups the pages need (layouts) */
  constructor({ chunkGroups }) {
    this.required = chunkGroups;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('StartupChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the content hashes are final: the names written are the files served.
        { name: 'StartupChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        () => {
          const chunks = startupChunksOf(compilation.chunkGroups);
          // A renamed chunk would only lose its preload: the build says so instead.
          const missing = this.required.filter((name) => !chunks.chunkGroups[name]);
          if (missing.length > 0) {
            throw new Error(`no chunk group named ${missing.join(', ')} (webpackChunkName)`);
          }
          compilation.emitAsset(startupChunksFile, new sources.RawSource(JSON.stringify(chunks)));
        },
      );
    });
  }
}

/**
 * The shell's own preloads of a page: its start-up chunks and, on a remote's page, the chunks of
 * the layout the remote's area sits in. The file is read per page, as index.html is, so a new
 * build is served whole without a restart; a build without it preloads nothing of its own.
 * @param {{ root: string }} options the shell's dist/
 * @returns {(pathname: string) => Preload[]}
 */
function createShellPreloads({ root }) {
  const remotePageOf = remotePageFrom(path.join(root, remotePagesFile));
  const file = path.join(root, startupChunksFile);
  return (pathname) => {
    if (!fs.existsSync(file)) return [];
    /** @type {StartupChunks} */
    const chunks = JSON.parse(fs.readFileSync(file, 'utf8'));
    const layout = remotePageOf(pathname)?.layout;
    const files = [...chunks.startup, ...((layout && chunks.chunkGroups[layout]) || [])];
    // The shell's files are addressed from the root (output.publicPath), as its scripts ask them.
    return files.map((name) => ({ href: `/${name}`, as: /** @type {const} */ ('script') }));
  };
}

module.exports = {
  StartupChunksPlugin,
  createShellPreloads,
  startupChunksFile,
};
