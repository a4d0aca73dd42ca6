/**
 * The whole product for the e2e suite, as one process (run with tsx by the global setup and the
 * frontend benches), assembled by `startStack` of @drops/stack: a fresh MariaDB database, the
 * three services and the gateway from their built bundles under plain node with
 * NODE_ENV=production (`pnpm build`'s backend half), and the five production builds served by
 * `drops-serve` from a deploy folder, with storage on a real S3-protocol server (s3rver) and the
 * seller service's mail going to a mail catcher (its page and `/api/mails` on E2E_MAIL_HTTP_PORT,
 * so a test finds a seller's mail). A small control server lets tests stop and start a frontend's
 * server, a service, the gateway or the storage. Prints "READY" when everything answers; SIGTERM
 * stops it all and drops the database.
 *
 * With E2E_REPLICAS=1 (environment.ts's `replicaRun`) the backend is the replica stack instead:
 * 2 replicas of each service and 2 gateways from the same bundles, Debian's nginx balancing them
 * with its public port on the gateway's (so the frontends' API base is nginx), over the same
 * database, the same S3-protocol storage port and bucket, and Redis. Its control server then stops
 * and starts one replica (`/replicas/<label>/stop|start`, `seller-1` ... `gateway-2`) rather than
 * a part.
 *
 * It also stops everything when its parent (the Playwright runner) dies without a word, or when
 * it fails to start, so no nginx, replica or server outlives a run.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startStack, type RunningStack } from '@drops/stack';
import {
  artifactsRoot,
  backendParts,
  deployRoot,
  frontends,
  ports,
  replicaRun,
  shellUrl,
  storageBucket,
  type BackendPart,
  type FrontendApp,
} from './environment';
import { openDatabase, seedAccounts } from './stack-database';

function log(message: string): void {
  process.stderr.write(`[e2e-stack] ${message}\n`);
}

/** What the frontends' servers are started with: the ports of the gateway and of each other. */
const frontendEnvironment: NodeJS.ProcessEnv = {
  PATH: process.env.PATH,
  GATEWAY_PORT: String(ports.gateway),
  ...Object.fromEntries(
    frontends.map((frontend) => [frontend.portVariable, String(frontend.port)]),
  ),
};

/** The backend as it runs in production, with this run's own secrets, on the suite's ports. */
function startSuiteStack(databaseUrl: string, storageDirectory: string): Promise<RunningStack> {
  return startStack({
    runtime: 'built',
    inherit: { PATH: process.env.PATH, HOME: process.env.HOME },
    production: true,
    host: '127.0.0.1',
    logLevel: 'warn',
    ports: {
      seller: ports.sellerService,
      catalog: ports.catalogService,
      admin: ports.adminService,
      gateway: ports.gateway,
    },
    database: { url: databaseUrl },
    storage: { s3: { port: ports.storage, bucket: storageBucket } },
    s3Directory: storageDirectory,
    mail: { catcher: { smtpPort: ports.mailSmtp, webPort: ports.mailHttp } },
    publicAppUrl: shellUrl,
    frontendOrigins: frontends.map((frontend) => `http://localhost:${frontend.port}`),
    // The suite signs in far more often than a person; the limits themselves are tested elsewhere
    // (and every tab reports its remote loads, issue 28, from this one address).
    rateLimitMax: 100_000,
    // The webhook e2e test's receiver listens on 127.0.0.1 over http (issue 17).
    overrides: { WEBHOOK_ALLOW_PRIVATE: 'true' },
    frontends: {
      root: deployRoot,
      deploy: true,
      // The frontends' ports are named as they are: shell, sellerDashboard, ...
      ports,
      env: frontendEnvironment,
    },
    replicas: replicaRun,
    onLine: (label, line, stream) => {
      if (stream === 'stderr') process.stderr.write(`[${label}] ${line}\n`);
    },
  });
}

function controlServer(stack: RunningStack): http.Server {
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
    const { replicas } = stack;
    if (kind === 'frontends' && frontends.some((frontend) => frontend.app === name)) {
      const app = name as FrontendApp;
      (action === 'stop' ? stack.stopFrontend(app) : stack.startFrontend(app)).then(done, fail);
    } else if (kind === 'replicas' && replicas?.replicas.some((r) => r.label === name)) {
      const started = Date.now();
      (action === 'stop' ? replicas.stopReplica(name) : replicas.startReplica(name))
        .then(() =>
          log(
            `${name} ${action === 'stop' ? 'stopped' : 'answers'} after ${Date.now() - started} ms`,
          ),
        )
        .then(done, fail);
    } else if (
      kind === 'services' &&
      !replicaRun &&
      (backendParts as readonly string[]).includes(name)
    ) {
      const part = name as BackendPart;
      (action === 'stop' ? stack.stopPart(part) : stack.startPart(part)).then(done, fail);
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
  const started = Date.now();
  const stack = await startSuiteStack(database.url, storageDirectory);
  cleanups.push(() => stack.stop());
  if (stack.replicas)
    log(
      `replicas: ${stack.replicas.replicas.map((replica) => replica.label).join(', ')} behind ` +
        `nginx on ${ports.gateway} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    );
  const control = controlServer(stack);
  await new Promise<void>((resolve) => control.listen(ports.control, '127.0.0.1', resolve));
  cleanups.push(() => new Promise<void>((resolve) => control.close(() => resolve())));
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
