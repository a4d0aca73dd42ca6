// @ts-check
/**
 * The `<link rel="preload">`s of a page's remote (issue 28): the version the registry serves as
 * stable (else remotes.json's build), its `mf-manifest.json`, its entry and the chunks of its
 * exposed `./routes`, so the browser fetches them beside the shell's own script instead of one
 * after the other once the shell runs. The registry's answer and each manifest are kept a few
 * seconds (the registry's own `max-age`); a page never waits for them beyond `waitMs`, and what
 * is not known then is simply not preloaded: the shell loads it as before.
 */
const fs = require('node:fs');
const path = require('node:path');
const { remoteEntryFile } = require('./frontends');

/** Written by the shell's build beside remotes.json: remote name to its pages. */
const remotePagesFile = 'remote-pages.json';

/** As `GET /remotes` says: `Cache-Control: public, max-age=5`. */
const keepMs = 5_000;
/** At most this long a page waits for an answer not yet kept (the first page after a start). */
const waitMs = 150;

/**
 * @typedef {{ paths: string[], prefixes: string[], except: string[], layout: string }} RemotePages
 * @typedef {{ href: string, as: 'fetch' | 'script' }} Preload
 */

/**
 * @param {string} file the built remote-pages.json
 * @returns {(pathname: string) => { remote: string, layout: string } | null}
 */
function remotePageFrom(file) {
  /** @type {Record<string, RemotePages>} */
  const pages = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
  return (pathname) => {
    for (const [remote, page] of Object.entries(pages)) {
      if (page.except.includes(pathname)) continue;
      const found = { remote, layout: page.layout };
      if (page.paths.includes(pathname)) return found;
      if (page.prefixes.some((prefix) => pathname.startsWith(prefix))) return found;
    }
    return null;
  };
}

/**
 * A fetch kept `keepMs`; past that, the kept answer still serves while a new one is asked, so
 * only the first page after a start waits for it.
 * @param {(url: string) => Promise<unknown>} read
 */
function keptReads(read) {
  /** @type {Map<string, { at: number, value: Promise<unknown>, renewing: boolean, answered: boolean }>} */
  const kept = new Map();
  /** @param {string} url */
  return (url) => {
    const found = kept.get(url);
    if (found && (Date.now() - found.at < keepMs || found.renewing)) return found.value;
    // A failed read is not served stale: the page waits for a new one (at most `waitMs`).
    if (found && !found.answered) kept.delete(url);
    const value = read(url).catch(() => null);
    if (!found || !found.answered) {
      const entry = { at: Date.now(), value, renewing: false, answered: false };
      kept.set(url, entry);
      void value.then((answer) => (entry.answered = answer !== null));
      return value;
    }
    found.renewing = true;
    void value.then((answer) =>
      answer === null
        ? (found.renewing = false)
        : kept.set(url, {
            at: Date.now(),
            value: Promise.resolve(answer),
            renewing: false,
            answered: true,
          }),
    );
    return found.value;
  };
}

/** @param {string} url */
async function readJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return /** @type {unknown} */ (await response.json());
}

/**
 * The files of a build's `./routes`, from its manifest: the entry, then the exposed chunks.
 * @param {string} manifestUrl
 * @param {any} manifest mf-manifest.json of @module-federation/enhanced
 * @returns {Preload[]}
 */
function buildPreloads(manifestUrl, manifest) {
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry || typeof entry.name !== 'string') return [];
  const publicPath = manifest.metaData.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : './', manifestUrl);
  const file = (/** @type {string} */ name) => new URL(name, base).toString();
  const routes = (manifest.exposes ?? []).find(
    (/** @type {any} */ expose) => expose.path === './routes' || expose.name === 'routes',
  );
  const chunks = /** @type {string[]} */ (routes?.assets?.js?.sync ?? []);
  return [
    { href: manifestUrl, as: 'fetch' },
    { href: file(path.posix.join(entry.path ?? '', entry.name)), as: 'script' },
    ...chunks.map((chunk) => ({ href: file(chunk), as: /** @type {const} */ ('script') })),
  ];
}

/**
 * @param {{ root: string }} options the shell's dist/
 * @returns {(pathname: string, manifest: { apiBaseUrl: string, remotes: Record<string, string> }) => Promise<Preload[]>}
 */
function createRemotePreloads({ root }) {
  const remotePageOf = remotePageFrom(path.join(root, remotePagesFile));
  const read = keptReads(readJson);

  /** @type {(pathname: string, manifest: { apiBaseUrl: string, remotes: Record<string, string> }) => Promise<Preload[]>} */
  const preloadsOf = async (pathname, runtime) => {
    const remote = remotePageOf(pathname)?.remote;
    if (!remote) return [];
    const registry = /** @type {any} */ (
      await read(`${runtime.apiBaseUrl.replace(/\/+$/, '')}/remotes`)
    );
    const stable = registry?.data?.[remote]?.stable?.manifestUrl;
    const fromFile = runtime.remotes[remote];
    const manifestUrl =
      typeof stable === 'string'
        ? stable
        : fromFile?.endsWith(`/${remoteEntryFile}`)
          ? fromFile.replace(new RegExp(`${remoteEntryFile}$`), 'mf-manifest.json')
          : fromFile;
    if (!manifestUrl) return [];
    return buildPreloads(manifestUrl, await read(manifestUrl));
  };

  return async (pathname, runtime) => {
    const timeout = new Promise((resolve) => setTimeout(() => resolve([]), waitMs).unref());
    const preloads = /** @type {Promise<Preload[]>} */ (
      preloadsOf(pathname, runtime).catch(() => [])
    );
    return /** @type {Preload[]} */ (await Promise.race([preloads, timeout]));
  };
}

module.exports = { createRemotePreloads, remotePagesFile, remotePageFrom, buildPreloads };
