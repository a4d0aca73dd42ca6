/**
 * The stack assembled in one place (issue 29 item 6): the mail catcher, the storage, the
 * databases, the three services, the gateway and the frontends, in that order, each started with
 * the environment `stackEnvironment` computes and waited for on its health address. `npm start`
 * (scripts/start-all.ts), the e2e suite (e2e/support/stack.ts, which the benches start too) and
 * `startLocalStack` are thin wrappers that pass what differs; the replica run hands its backend to
 * `startReplicaStack`. The Jest suites run the same parts in one process (`startInProcessStack`).
 */
import type { ChildProcess } from 'node:child_process';
import { startMailCatcher, type MailCatcher } from '@drops/mail-catcher';
import {
  buildFrontends,
  deployFrontends,
  frontendParts,
  frontendUrlOf,
  serveFrontend,
  type FrontendApp,
  type FrontendPorts,
} from './frontends';
import { isRunning, launchPart, stopProcess, waitForHealthy, type BackendPart } from './processes';
import { startReplicaStack, type ReplicaStack } from './replicas';
import { createS3Server, type S3Server } from './s3-server';
import {
  serviceNames,
  stackEnvironment,
  withPort,
  type StackEnvironmentOptions,
} from './stack-environment';

export const backendParts = [...serviceNames, 'gateway'] as const;

export interface StackOptions extends Omit<StackEnvironmentOptions, 'ports' | 'smtpUrl'> {
  /** `source`: each part from its TypeScript with tsx; `built`: `pnpm build`'s bundles. */
  runtime: 'source' | 'built';
  ports: Record<BackendPart, number>;
  /**
   * The mail catcher the services mail through (`failSoft`: a port already taken is reported
   * and the mails wait in their queue), or an SMTP server of one's own.
   */
  mail:
    { catcher: { smtpPort: number; webPort: number; failSoft?: boolean } } | { smtpUrl?: string };
  /** With an `s3` storage: the folder the S3-protocol server keeps its buckets in. */
  s3Directory?: string;
  /** Migrations and seeds, run once storage and mail are up and before any service starts. */
  prepareDatabases?: (environment: NodeJS.ProcessEnv) => Promise<void>;
  /**
   * The frontends' production builds (made first, beside the backend's start, with `build`)
   * served from `root` (the workspace, or a deploy folder they are copied into first with
   * `deploy`), each on its port.
   */
  frontends?: {
    root: string;
    build?: boolean;
    deploy?: boolean;
    ports: FrontendPorts;
    env: NodeJS.ProcessEnv;
  };
  /** The backend on replicas behind nginx (issue 19 point 7): 2 of each part, Redis. */
  replicas?: boolean;
  /** Each process's output line, labelled. */
  onLine: (label: string, line: string, stream: 'stdout' | 'stderr') => void;
  healthTimeoutMs?: number;
  /** Extra node options for the services and the gateway (a bench's `--cpu-prof`). */
  nodeArgs?: string[];
}

export type StackPart = BackendPart | 'storage';

export interface RunningStack {
  environment: NodeJS.ProcessEnv;
  apiUrl: string;
  mailCatcher?: MailCatcher;
  /** The replica run's backend. */
  replicas?: ReplicaStack;
  /** A running service's or the gateway's process id (a bench reads its CPU time). */
  pidOf(part: BackendPart): number | undefined;
  startPart(part: StackPart): Promise<void>;
  stopPart(part: StackPart): Promise<void>;
  startFrontend(app: FrontendApp): Promise<void>;
  stopFrontend(app: FrontendApp): Promise<void>;
  /** Stops everything, last started first. */
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { ports } = options;
  const cleanups: (() => Promise<unknown> | void)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) {
      try {
        await cleanup();
      } catch (error) {
        options.onLine('stack', `while stopping: ${String(error)}`, 'stderr');
      }
    }
  };
  try {
    let mailCatcher: MailCatcher | undefined;
    let smtpUrl: string | undefined;
    if ('catcher' in options.mail) {
      const { catcher } = options.mail;
      smtpUrl = `smtp://127.0.0.1:${catcher.smtpPort}`;
      try {
        mailCatcher = await startMailCatcher(catcher);
        const started = mailCatcher;
        cleanups.push(() => started.close());
      } catch (error) {
        if (!catcher.failSoft) throw error;
        options.onLine('mail', `the mail catcher did not start: ${String(error)}`, 'stderr');
      }
    } else smtpUrl = options.mail.smtpUrl;

    const environment = stackEnvironment({
      ...options,
      ports: options.replicas ? {} : ports,
      ...(smtpUrl && { smtpUrl }),
    });

    let storageServer: S3Server | undefined;
    const storage = options.storage;
    const startStorage = async () => {
      if (!('s3' in storage) || storageServer || options.replicas) return;
      if (!options.s3Directory) throw new Error('an s3 storage needs s3Directory');
      storageServer = createS3Server({
        port: storage.s3.port,
        address: '127.0.0.1',
        silent: true,
        directory: options.s3Directory,
        // No CORS rule: the catalog sets the frontends' rule on start, as in a deployment.
        configureBuckets: [{ name: storage.s3.bucket }],
      });
      await storageServer.run();
    };
    const stopStorage = async () => {
      await storageServer?.close();
      storageServer = undefined;
    };
    await startStorage();
    cleanups.push(stopStorage);

    await options.prepareDatabases?.(environment);

    const backend = new Map<BackendPart, ChildProcess>();
    cleanups.push(() => Promise.all([...backend.values()].map((child) => stopProcess(child))));
    const startBackendPart = async (part: BackendPart) => {
      if (isRunning(backend.get(part))) return;
      const url = `http://127.0.0.1:${ports[part]}/health`;
      const launched = launchPart(part, {
        runtime: options.runtime,
        env: withPort(environment, part, ports[part]),
        url,
        label: part,
        timeoutMs: options.healthTimeoutMs,
        nodeArgs: options.nodeArgs,
        onLine: (line, stream) => options.onLine(part, line, stream),
      });
      backend.set(part, launched.child);
      await launched.ready;
    };

    let replicas: ReplicaStack | undefined;
    if (options.replicas) {
      if (!('url' in options.database) || !('s3' in storage))
        throw new Error('the replica run needs a database url and s3 storage');
      replicas = await startReplicaStack({
        runtime: options.runtime,
        databaseUrl: options.database.url,
        apiPort: ports.gateway,
        storage: storage.s3,
        env: { ...environment, ...options.overrides },
        onLine: (label, line) => options.onLine(label, line, 'stderr'),
      });
      cleanups.push(() => replicas?.stop());
    }

    const frontends = new Map<FrontendApp, ChildProcess>();
    cleanups.push(() => Promise.all([...frontends.values()].map((child) => stopProcess(child))));
    const frontendOptions = options.frontends;
    const frontendOf = (app: FrontendApp) => {
      const part = frontendParts.find((candidate) => candidate.app === app);
      if (!part || !frontendOptions) throw new Error(`no frontend ${app}`);
      return { part, settings: frontendOptions };
    };
    const startFrontend = async (app: FrontendApp) => {
      const { part, settings } = frontendOf(app);
      if (!isRunning(frontends.get(app)))
        frontends.set(
          app,
          serveFrontend(part, {
            root: settings.root,
            env: settings.env,
            onLine: (line, stream) => options.onLine(part.directory, line, stream),
          }),
        );
      await waitForHealthy(frontendUrlOf(app, settings.ports[app]), { label: app });
    };
    const stopFrontend = async (app: FrontendApp) => {
      const server = frontends.get(app);
      if (server) await stopProcess(server);
    };
    const startFrontends = async () => {
      if (!frontendOptions) return;
      if (frontendOptions.build)
        await buildFrontends((directory, line) =>
          options.onLine(`${directory}:build`, line, 'stderr'),
        );
      if (frontendOptions.deploy) deployFrontends(frontendOptions.root);
      await Promise.all(frontendParts.map((part) => startFrontend(part.app)));
    };

    // The backend and the frontends start side by side; the frontends wait for nothing of it.
    await Promise.all([...(replicas ? [] : backendParts.map(startBackendPart)), startFrontends()]);

    return {
      environment,
      apiUrl: `http://127.0.0.1:${ports.gateway}/api/v1`,
      mailCatcher,
      replicas,
      pidOf: (part) => {
        const child = backend.get(part);
        return isRunning(child) ? child.pid : undefined;
      },
      startPart: (part) => (part === 'storage' ? startStorage() : startBackendPart(part)),
      async stopPart(part) {
        if (part === 'storage') return stopStorage();
        const child = backend.get(part);
        if (child) await stopProcess(child);
      },
      startFrontend,
      stopFrontend,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
