// @ts-check
/**
 * The shell's deploy-time manifest, `remotes.json`: where each remote's container and the API
 * live. The built file is the default; the environment may override any entry when the shell is
 * served, so one build runs against any deployment of the remotes.
 */
const fs = require('node:fs');
const { frontends, portOf, remoteEntryFile } = require('./frontends');

/**
 * @typedef {object} RuntimeManifest
 * @property {string} apiBaseUrl
 * @property {Record<string, string>} remotes container name to remote entry URL
 */

/**
 * @param {string} file the built or source remotes.json
 * @param {NodeJS.ProcessEnv} env
 * @returns {RuntimeManifest}
 */
function readRuntimeManifest(file, env = process.env) {
  /** @type {RuntimeManifest} */
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8'));
  const remotes = { ...manifest.remotes };
  for (const frontend of Object.values(frontends)) {
    if (!frontend.urlVariable) continue;
    const url = env[frontend.urlVariable];
    if (url) remotes[frontend.name] = url;
    else if (env[frontend.portVariable]) {
      remotes[frontend.name] = `http://localhost:${portOf(frontend, env)}/${remoteEntryFile}`;
    }
  }
  let apiBaseUrl = manifest.apiBaseUrl;
  if (env.API_BASE_URL) apiBaseUrl = env.API_BASE_URL;
  else if (env.GATEWAY_PORT) apiBaseUrl = `http://localhost:${env.GATEWAY_PORT}/api/v1`;
  return { apiBaseUrl, remotes };
}

/** @param {string} text */
function escapeAttribute(text) {
  return text
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/**
 * The shell's page with its manifest written in (`<meta name="drops-runtime-manifest">`, read by
 * @drops/federation's readInlinedRuntimeManifest) and the release registry's channels preloaded
 * (issue 28): the browser asks `GET {apiBaseUrl}/remotes` while it fetches the shell's script,
 * so choosing the remotes' versions costs no round trip of its own. `remoteFiles` are the page's
 * remote's files (remote-preloads.js), fetched beside the shell's script too; the manifest as
 * the runtime's fetch asks it (CORS), the scripts as its script tags do (no crossorigin).
 * @param {string} html
 * @param {RuntimeManifest} manifest
 * `pageScript` (the shell's first-read.js) runs as the page is parsed, once the manifest is in.
 * @param {{ href: string, as: 'fetch' | 'script' }[]} [remoteFiles]
 * @param {string} [pageScript]
 */
function pageWithRuntimeManifest(html, manifest, remoteFiles = [], pageScript = '') {
  const registry = `${manifest.apiBaseUrl.replace(/\/+$/, '')}/remotes`;
  const preload = (/** @type {{ href: string, as: 'fetch' | 'script' }} */ file) =>
    file.as === 'fetch'
      ? `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(file.href)}" />`
      : `<link rel="preload" as="script" href="${escapeAttribute(file.href)}" />`;
  const head =
    `<meta name="drops-runtime-manifest" content="${escapeAttribute(JSON.stringify(manifest))}" />` +
    `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(registry)}" />` +
    remoteFiles.map(preload).join('') +
    // A script's text ends at the first `</script`, wherever it is.
    (pageScript ? `<script>${pageScript.replace(/<\/script/gi, '<\\/script')}</script>` : '');
  return html.includes('</head>') ? html.replace('</head>', `${head}</head>`) : head + html;
}

/** The shell's page script, built apart (index.js's firstReadConfig) and written into its page. */
const firstReadFile = 'first-read.js';

module.exports = { firstReadFile, readRuntimeManifest, pageWithRuntimeManifest };
