#!/usr/bin/env node
// @ts-check
/**
 * Serves a frontend's production build (`dist/`) on its port: `drops-serve --app shell`.
 * Hashed files are cached for a year, everything else (index.html, remoteEntry.js, remotes.json)
 * is revalidated on every load, which is what lets a remote be redeployed alone. The shell also
 * gets the SPA fallback and its remotes.json with the environment's overrides applied, which its
 * index.html carries too (with the release registry's channels preloaded).
 */
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');
const { frontends, portOf } = require('../src/frontends');
const {
  firstReadFile,
  pageWithRuntimeManifest,
  readRuntimeManifest,
} = require('../src/runtime-manifest');
const { createRemotePreloads } = require('../src/remote-preloads');
const { createShellPreloads } = require('../src/startup-chunks');

/** @type {Record<string, string>} */
const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};
const compressible = new Set(['.html', '.js', '.json', '.css', '.svg', '.txt']);
const hashedFile = /\.[0-9a-f]{8}\.js$/;

/** @param {string[]} argv */
function parseArguments(argv) {
  const index = argv.indexOf('--app');
  const app = index >= 0 ? argv[index + 1] : undefined;
  if (!app || !(app in frontends)) {
    throw new Error(`usage: drops-serve --app <${Object.keys(frontends).join('|')}>`);
  }
  return /** @type {keyof typeof frontends} */ (app);
}

/** gzip once per file version; the build never changes a file in place without a new mtime. */
/** @type {Map<string, Buffer>} */
const gzipCache = new Map();
/**
 * @param {string} file
 * @param {fs.Stats} stat
 * @param {Buffer} body
 */
function gzipped(file, stat, body) {
  const key = `${file}:${stat.mtimeMs}:${stat.size}`;
  let cached = gzipCache.get(key);
  if (!cached) {
    cached = zlib.gzipSync(body, { level: 9 });
    gzipCache.set(key, cached);
  }
  return cached;
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {{ status: number, headers: Record<string, string>, body: Buffer, extension: string, gzip?: () => Buffer }} reply
 */
function send(request, response, reply) {
  const acceptsGzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
  response.setHeader('Access-Control-Allow-Origin', '*');
  response.setHeader('Vary', 'Accept-Encoding');
  for (const [name, value] of Object.entries(reply.headers)) response.setHeader(name, value);
  let body = reply.body;
  if (acceptsGzip && compressible.has(reply.extension) && body.length > 1024) {
    response.setHeader('Content-Encoding', 'gzip');
    body = reply.gzip ? reply.gzip() : zlib.gzipSync(body);
  }
  response.setHeader('Content-Length', body.length);
  response.writeHead(reply.status);
  response.end(request.method === 'HEAD' ? undefined : body);
}

function main() {
  const app = parseArguments(process.argv.slice(2));
  const frontend = frontends[app];
  const root = path.resolve(process.cwd(), 'dist');
  const isShell = app === 'shell';
  if (!fs.existsSync(path.join(root, isShell ? 'index.html' : 'remoteEntry.js'))) {
    throw new Error(`${root} holds no build: run the build script first`);
  }

  const remotePreloads = isShell ? createRemotePreloads({ root }) : null;
  const shellPreloads = isShell ? createShellPreloads({ root }) : null;

  const server = http.createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }

    // Kubernetes' probes: up, and ready since the build was found at start.
    if (pathname === '/health/live' || pathname === '/health/ready') {
      send(request, response, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
        body: Buffer.from(JSON.stringify({ status: 'ok', app })),
        extension: '.json',
      });
      return;
    }

    if (isShell && pathname === '/remotes.json') {
      // Read on every request: replacing the file (or the environment) needs no restart.
      const manifest = readRuntimeManifest(path.join(root, 'remotes.json'));
      send(request, response, {
        status: 200,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' },
        body: Buffer.from(JSON.stringify(manifest)),
        extension: '.json',
      });
      return;
    }

    let file = path.join(root, pathname);
    if (!file.startsWith(root + path.sep) && file !== root) {
      response.writeHead(403).end();
      return;
    }
    let stat = fs.statSync(file, { throwIfNoEntry: false });
    if (stat?.isDirectory()) {
      file = path.join(file, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    // Client-side routes (no file extension) get the shell's page.
    if (!stat && isShell && !path.extname(pathname)) {
      file = path.join(root, 'index.html');
      stat = fs.statSync(file, { throwIfNoEntry: false });
    }
    if (!stat || !stat.isFile()) {
      send(request, response, {
        status: 404,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' },
        body: Buffer.from('Not found'),
        extension: '.txt',
      });
      return;
    }

    const extension = path.extname(file);
    let body = fs.readFileSync(file);
    const fileStat = stat;
    // The shell's page carries its manifest and preloads the registry (issue 28): written per
    // request, as remotes.json is read, so it is never served from the gzip cache.
    const page = isShell && file === path.join(root, 'index.html');
    if (page) {
      const manifest = readRuntimeManifest(path.join(root, 'remotes.json'));
      // The shell's own start-up chunks first: nothing renders before they have run.
      const files = [
        ...(shellPreloads?.(pathname) ?? []),
        ...((await remotePreloads?.(pathname, manifest)) ?? []),
      ];
      const firstRead = path.join(root, firstReadFile);
      const pageScript = fs.existsSync(firstRead) ? fs.readFileSync(firstRead, 'utf8') : '';
      body = Buffer.from(
        pageWithRuntimeManifest(body.toString('utf8'), manifest, files, pageScript),
      );
    }
    send(request, response, {
      status: 200,
      headers: {
        'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
        'Cache-Control': hashedFile.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
      },
      body,
      extension,
      gzip: page ? undefined : () => gzipped(file, fileStat, body),
    });
  });

  const port = portOf(frontend);
  server.listen(port, () => {
    process.stdout.write(`[${app}] serving ${root} on http://localhost:${port}\n`);
  });
  const stop = () => server.close(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main();
