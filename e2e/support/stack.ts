/**
 * The whole product for the e2e suite, as one process (run with tsx by the global setup): a
 * fresh MariaDB database, the three services and the gateway from their own start scripts, and
 * the five production builds served by `drops-serve` from a deploy folder. A small control
 * server lets tests stop and start a frontend's server. Prints "READY" when everything answers;
 * SIGTERM stops it all and drops the database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { hashPassword } from '@drops/auth';
import { newId } from '@drops/db';
import { seedAdmin } from '@drops/db/seed';
import { createTestDatabase } from '@drops/db/testing';
import {
  accounts,
  artifactsRoot,
  deployRoot,
  frontends,
  ports,
  workspaceRoot,
  type FrontendApp,
} from './environment';

const children = new Set<ChildProcess>();
const frontendServers = new Map<FrontendApp, ChildProcess>();

function log(message: string): void {
  process.stderr.write(`[e2e-stack] ${message}\n`);
}

function start(
  label: string,
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
): ChildProcess {
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      process.stderr.write(`[${label}] ${line}\n`);
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function waitFor(url: string, label: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not answer at ${url}`);
}

const frontendEnvironment: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  GATEWAY_PORT: String(ports.gateway),
  ...Object.fromEntries(
    frontends.map((frontend) => [frontend.portVariable, String(frontend.port)]),
  ),
};

function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** Starts a frontend's server unless it runs already. */
function startFrontend(app: FrontendApp): ChildProcess {
  const frontend = frontends.find((candidate) => candidate.app === app);
  if (!frontend) throw new Error(`unknown frontend ${app}`);
  const running = frontendServers.get(app);
  if (isRunning(running)) return running;
  const server = start(
    app,
    process.execPath,
    [path.join(workspaceRoot, 'packages/web-build/bin/drops-serve.js'), '--app', app],
    path.join(deployRoot, frontend.directory),
    frontendEnvironment,
  );
  frontendServers.set(app, server);
  return server;
}

/** Copies each production build into the deploy folder the suite serves (and may redeploy). */
function deployBuilds(): void {
  fs.rmSync(deployRoot, { recursive: true, force: true });
  for (const frontend of frontends) {
    const source = path.join(workspaceRoot, frontend.directory, 'dist');
    if (!fs.existsSync(source)) throw new Error(`${source} is missing: build the frontends first`);
    fs.cpSync(source, path.join(deployRoot, frontend.directory, 'dist'), { recursive: true });
  }
}

function controlServer(): http.Server {
  return http.createServer((request, response) => {
    const match = /^\/frontends\/(\w+)\/(stop|start)$/.exec(request.url ?? '');
    const app = match?.[1] as FrontendApp | undefined;
    const frontend = frontends.find((candidate) => candidate.app === app);
    if (request.method !== 'POST' || !match || !frontend || !app) {
      response.writeHead(404).end();
      return;
    }
    const done = () => response.writeHead(204).end();
    const fail = (error: unknown) => response.writeHead(500).end(String(error));
    if (match[2] === 'stop') {
      const server = frontendServers.get(app);
      (server ? stop(server) : Promise.resolve()).then(done, fail);
    } else {
      startFrontend(app);
      waitFor(
        `http://localhost:${frontend.port}/${app === 'shell' ? '' : 'remoteEntry.js'}`,
        app,
      ).then(done, fail);
    }
  });
}

async function main(): Promise<void> {
  fs.mkdirSync(artifactsRoot, { recursive: true });
  deployBuilds();

  const database = await createTestDatabase();
  log(`database ${new URL(database.url).pathname.slice(1)}`);
  await seedAdmin(database.knex, accounts.admin);
  // An administrator account without the admin permission, for "Access denied".
  const now = Date.now();
  await database.knex('admin_users').insert({
    id: newId(),
    username: accounts.notAdmin.username,
    email: accounts.notAdmin.email,
    password_hash: await hashPassword(accounts.notAdmin.password),
    permissions: JSON.stringify({ admin: false }),
    created_at: now,
    updated_at: now,
  });

  const storageDirectory = fs.mkdtempSync(path.join(artifactsRoot, 'storage-'));
  const backendEnvironment: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATABASE_URL: database.url,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SELLER_PORT: String(ports.sellerService),
    CATALOG_PORT: String(ports.catalogService),
    ADMIN_PORT: String(ports.adminService),
    GATEWAY_PORT: String(ports.gateway),
    STORAGE_DIR: storageDirectory,
    FRONTEND_ORIGINS: frontends.map((frontend) => `http://localhost:${frontend.port}`).join(','),
    // The suite signs in far more often than a person; the limits themselves are tested elsewhere.
    LOGIN_RATE_LIMIT_MAX: '100000',
    REGISTRATION_RATE_LIMIT_MAX: '100000',
    UPLOAD_RATE_LIMIT_MAX: '100000',
  };
  const tsx = path.join(workspaceRoot, 'node_modules/.bin/tsx');
  for (const [label, folder] of [
    ['seller', 'services/seller'],
    ['catalog', 'services/catalog'],
    ['admin', 'services/admin'],
    ['gateway', 'gateway'],
  ] as const) {
    start(label, tsx, ['src/server.ts'], path.join(workspaceRoot, folder), backendEnvironment);
  }
  for (const frontend of frontends) startFrontend(frontend.app);

  const control = controlServer();
  await new Promise<void>((resolve) => control.listen(ports.control, '127.0.0.1', resolve));

  await waitFor(`http://127.0.0.1:${ports.gateway}/health`, 'gateway');
  for (const frontend of frontends) {
    await waitFor(
      `http://localhost:${frontend.port}/${frontend.app === 'shell' ? '' : 'remoteEntry.js'}`,
      frontend.app,
    );
  }
  process.stdout.write('READY\n');

  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    control.close();
    await Promise.all([...children].map(stop));
    await database
      .destroy()
      .catch((error: unknown) => log(`could not drop the database: ${String(error)}`));
    fs.rmSync(storageDirectory, { recursive: true, force: true });
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
}

main().catch(async (error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await Promise.all([...children].map(stop));
  process.exit(1);
});
