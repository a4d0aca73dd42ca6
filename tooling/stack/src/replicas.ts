import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { defaultAdminSeed, openSharedDatabase, seedAdmin } from './databases';
import { createS3Server } from './s3-server';
import { startNginx, type NginxBalancer, type RunningNginx } from './nginx';
import { freePort } from './free-port';
import { isRunning, launchPart, stopProcess, type BackendPart } from './processes';
import {
  serviceNames,
  serviceUrlsOf,
  stackEnvironment,
  withPort,
  type StackServiceName,
} from './stack-environment';

type ReplicatedService = StackServiceName;

/** One process of the replica stack: `seller-1`, `seller-2`, ..., `gateway-1`, `gateway-2`. */
export interface Replica {
  label: string;
  part: BackendPart;
  port: number;
  url: string;
}

export interface ReplicaStackOptions {
  /** `source`: each process from its TypeScript with tsx; `built`: `pnpm build`'s bundles. */
  runtime?: 'source' | 'built';
  /** An existing database (migrated here, kept afterwards); by default a fresh one, dropped at the end. */
  databaseUrl?: string;
  /** The rate limits' Redis (default: the server on this machine). */
  redisUrl?: string;
  /** Replicas per service and gateways (2 each by default). */
  replicas?: number;
  /** Each process's output line, labelled (default: dropped). */
  onLine?: (label: string, line: string) => void;
  /** More environment for every process (a bench's larger limits, say). */
  env?: NodeJS.ProcessEnv;
  /** nginx's public port in front of the gateways (default: a free one). */
  apiPort?: number;
  /**
   * The S3-protocol server: its port (default: a free one) and its bucket (`drops-replicas`).
   * The catalog replicas set the bucket's CORS rule for `FRONTEND_ORIGINS` themselves.
   */
  storage?: { port?: number; bucket?: string };
}

export interface ReplicaStack {
  /** The public API through nginx, which balances the gateways: `http://127.0.0.1:<port>/api/v1`. */
  apiUrl: string;
  /** The public API of each gateway, without nginx. */
  gatewayApiUrls: string[];
  /** Each service as the others reach it: nginx balancing its replicas. */
  serviceUrls: Record<ReplicatedService, string>;
  replicas: Replica[];
  /** The administrator seeded in the database (sign in through `/auth/login`). */
  admin: typeof defaultAdminSeed;
  knex: Knex;
  /** The rate limits' key prefix in Redis (this run's own). */
  redisKeyPrefix: string;
  /**
   * Stops one process (SIGTERM: it drains and closes; SIGKILL: it dies at once) and starts it
   * again on its port; resolves once it answers `/health` again, with how long it took to exit.
   */
  restart(label: string, signal?: 'SIGTERM' | 'SIGKILL'): Promise<{ exitedAfterMs: number }>;
  /** Stops one process and leaves it stopped; resolves once it has exited. */
  stopReplica(label: string, signal?: 'SIGTERM' | 'SIGKILL'): Promise<{ exitedAfterMs: number }>;
  /** Starts a stopped process again on its port; resolves once it answers `/health`. */
  startReplica(label: string): Promise<void>;
  /** nginx's error log (where it notes each call it sent to another replica). */
  balancerLog(): Promise<string>;
  stop(): Promise<void>;
}

/**
 * Drops on replicas (issue 19 point 7): one MariaDB database, Redis and an S3-protocol server
 * (s3rver), 2 replicas of each service and 2 gateways, with Debian's nginx as the load balancer in
 * front of the gateways (the public port) and of each service's replicas (the address every
 * gateway and service is given for that service). Production settings: NODE_ENV=production with
 * this run's own secrets.
 */
export async function startReplicaStack(options: ReplicaStackOptions = {}): Promise<ReplicaStack> {
  const count = options.replicas ?? 2;
  const redisUrl = options.redisUrl ?? 'redis://127.0.0.1:6379';
  const redisKeyPrefix = `drops-replicas-${randomBytes(6).toString('hex')}:`;
  const started: (() => Promise<void>)[] = [];
  const cleanUp = async () => {
    for (const stopOne of started.reverse()) await stopOne().catch(() => {});
  };

  try {
    const database = await openSharedDatabase(options.databaseUrl);
    started.push(() => database.destroy());
    await seedAdmin(database.knex, defaultAdminSeed);

    const storageDirectory = await mkdtemp(path.join(tmpdir(), 'drops-replicas-storage-'));
    started.push(() => rm(storageDirectory, { recursive: true, force: true }));
    const storagePort = options.storage?.port ?? (await freePort());
    const bucket = options.storage?.bucket ?? 'drops-replicas';
    const storage = createS3Server({
      port: storagePort,
      address: '127.0.0.1',
      silent: true,
      directory: storageDirectory,
      configureBuckets: [{ name: bucket }],
    });
    await storage.run();
    started.push(() => storage.close());

    const balancerPorts = {
      gateway: options.apiPort ?? (await freePort()),
      seller: await freePort(),
      catalog: await freePort(),
      admin: await freePort(),
    };
    const serviceUrls = serviceUrlsOf(balancerPorts);

    const replicas: Replica[] = [];
    for (const part of [...serviceNames, 'gateway'] as const)
      for (let index = 1; index <= count; index++) {
        const port = await freePort();
        replicas.push({ label: `${part}-${index}`, part, port, url: `http://127.0.0.1:${port}` });
      }

    const environment = stackEnvironment({
      inherit: { PATH: process.env.PATH, HOME: process.env.HOME },
      production: true,
      host: '127.0.0.1',
      logLevel: 'warn',
      database: { url: database.url },
      storage: { s3: { port: storagePort, bucket } },
      serviceUrls,
      overrides: {
        REDIS_URL: redisUrl,
        RATE_LIMIT_REDIS_PREFIX: redisKeyPrefix,
        // A stopped replica tells nginx nothing (no active health checks in Debian's nginx): a
        // short drain, then its connections close and nginx sends the idempotent calls to the other.
        SHUTDOWN_DRAIN_MS: '300',
        ...options.env,
      },
    });

    // nginx first: the gateways' health asks the services through it.
    const balancers: NginxBalancer[] = (['gateway', ...serviceNames] as const).map((part) => ({
      name: part === 'gateway' ? 'gateways' : part,
      port: balancerPorts[part],
      servers: replicas
        .filter((replica) => replica.part === part)
        .map((replica) => `127.0.0.1:${replica.port}`),
    }));
    const nginx: RunningNginx = await startNginx(balancers);
    started.push(() => nginx.stop());

    const processes = new Map<string, ChildProcess>();
    const launch = (replica: Replica) => {
      // A replica that dies while starting is reported with its last words (why it stopped).
      const launched = launchPart(replica.part, {
        runtime: options.runtime ?? 'source',
        env: withPort(environment, replica.part, replica.port),
        url: `${replica.url}/health`,
        label: replica.label,
        onLine: (line) => options.onLine?.(replica.label, line),
      });
      processes.set(replica.label, launched.child);
      return launched.ready;
    };
    started.push(async () => {
      await Promise.all([...processes.values()].map((child) => stopProcess(child, 10_000)));
    });
    // The services first (the gateways' health asks them), each migrating nothing new.
    await Promise.all(replicas.filter((replica) => replica.part !== 'gateway').map(launch));
    await Promise.all(replicas.filter((replica) => replica.part === 'gateway').map(launch));

    const replicaOf = (label: string) => {
      const replica = replicas.find((candidate) => candidate.label === label);
      if (!replica) throw new Error(`no replica ${label}`);
      return replica;
    };
    const stopReplica = async (label: string, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
      replicaOf(label);
      const child = processes.get(label);
      const signalled = Date.now();
      if (isRunning(child)) {
        if (signal === 'SIGTERM') await stopProcess(child, 10_000);
        else
          await new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.kill('SIGKILL');
          });
      }
      return { exitedAfterMs: Date.now() - signalled };
    };
    const startReplica = async (label: string) => {
      const replica = replicaOf(label);
      if (isRunning(processes.get(label))) return;
      await launch(replica);
    };

    return {
      apiUrl: `http://127.0.0.1:${balancerPorts.gateway}/api/v1`,
      gatewayApiUrls: replicas
        .filter((replica) => replica.part === 'gateway')
        .map((replica) => `${replica.url}/api/v1`),
      serviceUrls,
      replicas,
      admin: defaultAdminSeed,
      knex: database.knex,
      redisKeyPrefix,
      stopReplica,
      startReplica,
      async restart(label, signal = 'SIGTERM') {
        const stopped = await stopReplica(label, signal);
        await startReplica(label);
        return stopped;
      },
      balancerLog: () => nginx.errorLog(),
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
