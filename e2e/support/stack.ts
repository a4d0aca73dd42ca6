/**
 * The whole product for the e2e suite, as one process (run with tsx by the global setup): a
 * fresh MariaDB database, the three services and the gateway from their built bundles under
 * plain node with NODE_ENV=production (`pnpm build`'s backend half), and
 * the five production builds served by `drops-serve` from a deploy folder, with storage on a real
 * S3-protocol server (s3rver) and the seller service's mail going to a mail catcher (its page and
 * `/api/mails` on E2E_MAIL_HTTP_PORT, so a test finds a seller's mail). A small control server lets tests stop and start a frontend's
 * server, a service, the gateway or the storage. Prints "READY" when everything answers; SIGTERM
 * stops it all and drops the database.
 *
 * With E2E_REPLICAS=1 (environment.ts's `replicaRun`) the backend is `startReplicaStack` instead:
 * 2 replicas of each service and 2 gateways from the same bundles, Debian's nginx balancing them
 * with its public port on the gateway's (so the frontends' API base is nginx), over the same
 * database, the same S3-protocol storage port and bucket, and Redis. Its control server then stops
 * and starts one replica (`/replicas/<label>/stop|start`, `seller-1` ... `gateway-2`) rather than
 * a part.
 *
 * It also stops everything when its parent (the Playwright runner) dies without a word, or when
 * it fails to start, so no nginx, replica or server outlives a run.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import {
  isRunning,
  startBuiltBackend,
  startReplicaStack,
  stopProcess,
  waitForHealthy,
  type ReplicaStack,
} from '@drops/stack';
import { startMailCatcher } from '@drops/mail-catcher';
import S3rver from 's3rver';
import {
  artifactsRoot,
  backendParts,
  deployRoot,
  frontends,
  ports,
  replicaRun,
  storageBucket,
  workspaceRoot,
  type BackendPart,
  type FrontendApp,
} from './environment';
import { openDatabase, seedAccounts } from './stack-database';
import { productionEnvironment, suiteEnvironment } from './stack-settings';

const children = new Set<ChildProcess>();
const frontendServers = new Map<FrontendApp, ChildProcess>();
const backendServers = new Map<BackendPart, ChildProcess>();
let storageServer: S3rver | undefined;
/** The replica run's backend (E2E_REPLICAS=1). */
let replicaStack: ReplicaStack | undefined;

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

const frontendEnvironment: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  GATEWAY_PORT: String(ports.gateway),
  ...Object.fromEntries(
    frontends.map((frontend) => [frontend.portVariable, String(frontend.port)]),
  ),
};

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

function frontendUrl(app: FrontendApp, port: number): string {
  return `http://localhost:${port}/${app === 'shell' ? '' : 'remoteEntry.js'}`;
}

async function controlFrontend(app: FrontendApp, action: 'stop' | 'start'): Promise<void> {
  const frontend = frontends.find((candidate) => candidate.app === app);
  if (!frontend) throw new Error(`unknown frontend ${app}`);
  if (action === 'stop') {
    const server = frontendServers.get(app);
    if (server) await stopProcess(server);
    return;
  }
  startFrontend(app);
  await waitForHealthy(frontendUrl(app, frontend.port), { label: app });
}

/** What the backend parts start with: the services' environment and the storage folder. */
interface BackendSetup {
  environment: NodeJS.ProcessEnv;
  storageDirectory: string;
}

/** Starts a service, the gateway or the storage unless it runs already; resolves once it answers. */
async function startBackendPart(part: BackendPart, setup: BackendSetup): Promise<void> {
  if (part === 'storage') {
    if (storageServer) return;
    storageServer = new S3rver({
      port: ports.storage,
      address: '127.0.0.1',
      silent: true,
      directory: setup.storageDirectory,
      // No CORS rule: the catalog sets the frontends' rule on start, as in a deployment, so the
      // direct uploads (issue 18) of the specs go through the project's own rule.
      configureBuckets: [{ name: storageBucket }],
    });
    await storageServer.run();
    return;
  }
  if (!isRunning(backendServers.get(part))) {
    const server = startBuiltBackend(part, {
      env: setup.environment,
      onLine: (line, stream) => {
        if (stream === 'stderr') process.stderr.write(`[${part}] ${line}\n`);
      },
    });
    children.add(server);
    server.once('exit', () => children.delete(server));
    backendServers.set(part, server);
  }
  const port = {
    seller: ports.sellerService,
    catalog: ports.catalogService,
    admin: ports.adminService,
    gateway: ports.gateway,
  }[part];
  await waitForHealthy(`http://127.0.0.1:${port}/health`, { label: part });
}

async function controlBackend(
  part: BackendPart,
  action: 'stop' | 'start',
  setup: BackendSetup,
): Promise<void> {
  if (action === 'start') return startBackendPart(part, setup);
  if (part === 'storage') {
    await storageServer?.close();
    storageServer = undefined;
    return;
  }
  const server = backendServers.get(part);
  if (server) await stopProcess(server);
}

/** The replica run's control: stop or start one process of the replica stack by its label. */
async function controlReplica(label: string, action: 'stop' | 'start'): Promise<void> {
  if (!replicaStack) throw new Error('no replica stack');
  const started = Date.now();
  if (action === 'stop') await replicaStack.stopReplica(label);
  else await replicaStack.startReplica(label);
  log(`${label} ${action === 'stop' ? 'stopped' : 'answers'} after ${Date.now() - started} ms`);
}

function controlServer(setup: BackendSetup): http.Server {
  return http.createServer((request, response) => {
    const match = /^\/(frontends|services|replicas)\/([\w-]+)\/(stop|start)$/.exec(
      request.url ?? '',
    );
    const done = () => response.writeHead(204).end();
    const fail = (error: unknown) => response.writeHead(500).end(String(error));
    const [, kind, name, action] = match ?? [];
    if (request.method !== 'POST' || !kind || !name || (action !== 'stop' && action !== 'start')) {
      response.writeHead(404).end();
      return;
    }
    if (kind === 'frontends' && frontends.some((frontend) => frontend.app === name)) {
      controlFrontend(name as FrontendApp, action).then(done, fail);
    } else if (kind === 'replicas' && replicaStack?.replicas.some((r) => r.label === name)) {
      controlReplica(name, action).then(done, fail);
    } else if (
      kind === 'services' &&
      !replicaRun &&
      (backendParts as readonly string[]).includes(name)
    ) {
      controlBackend(name as BackendPart, action, setup).then(done, fail);
    } else {
      response.writeHead(404).end();
    }
  });
}

/** What undoes the start, last started first: run on SIGTERM, and when the start fails. */
const cleanups: (() => Promise<unknown> | void)[] = [];
let stopping = false;
async function stopEverything(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all([...children].map((child) => stopProcess(child)));
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`while stopping: ${String(error)}`);
    }
  }
}

async function main(): Promise<void> {
  fs.mkdirSync(artifactsRoot, { recursive: true });
  deployBuilds();

  const database = await openDatabase();
  cleanups.push(() =>
    database
      .destroy()
      .catch((error: unknown) => log(`could not drop the database: ${String(error)}`)),
  );
  log(`database ${new URL(database.url).pathname.slice(1)}`);
  // Tests that compare a screen with the database read this (global-setup.ts passes it on).
  process.stdout.write(`DATABASE ${database.url}\n`);
  await seedAccounts(database.knex);

  const storageDirectory = fs.mkdtempSync(path.join(artifactsRoot, 'storage-'));
  cleanups.push(() => fs.rmSync(storageDirectory, { recursive: true, force: true }));
  const mailCatcher = await startMailCatcher({
    smtpPort: ports.mailSmtp,
    webPort: ports.mailHttp,
  });
  cleanups.push(() => mailCatcher.close());
  const environment = productionEnvironment(database.url);
  const setup: BackendSetup = { environment, storageDirectory };
  for (const frontend of frontends) startFrontend(frontend.app);
  const control = controlServer(setup);
  await new Promise<void>((resolve) => control.listen(ports.control, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => control.close(() => resolve())));

  if (replicaRun) {
    // Everything the replica stack starts it stops again, also when its own start fails.
    const started = Date.now();
    replicaStack = await startReplicaStack({
      runtime: 'built',
      databaseUrl: database.url,
      apiPort: ports.gateway,
      storage: { port: ports.storage, bucket: storageBucket },
      env: suiteEnvironment(),
      onLine: (label, line) => process.stderr.write(`[${label}] ${line}\n`),
    });
    const running = replicaStack;
    cleanups.push(() => running.stop());
    log(
      `replicas: ${running.replicas.map((replica) => replica.label).join(', ')} behind nginx on ` +
        `${ports.gateway} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  } else {
    await startBackendPart('storage', setup);
    cleanups.push(() => storageServer?.close());
    await Promise.all(
      (['seller', 'catalog', 'admin', 'gateway'] as const).map((part) =>
        startBackendPart(part, setup),
      ),
    );
  }
  for (const frontend of frontends)
    await waitForHealthy(frontendUrl(frontend.app, frontend.port), { label: frontend.app });
  process.stdout.write('READY\n');
}

const shutdown = () =>
  void stopEverything().then(
    () => process.exit(0),
    () => process.exit(1),
  );
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
// A runner killed outright (SIGKILL, a crash) sends no SIGTERM: this process then belongs to
// another parent, and stops everything it started rather than leave it running.
const parent = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(parentWatch);
  log('the e2e runner is gone: stopping the stack');
  shutdown();
}, 1_000).unref();

main().catch(async (error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await stopEverything();
  process.exit(1);
});
