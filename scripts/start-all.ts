/**
 * Starts the whole product on one machine: migrates and seeds the database, then runs the three
 * services, the gateway and the five frontends as child processes with prefixed logs, and a mail
 * catcher (SMTP on 1025, every mail readable at http://localhost:1080) the services mail through.
 * Defaults are the embedded ones (an SQLite file per service, local disk storage); the environment
 * overrides them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { startMailCatcher, type MailCatcher } from '../packages/mail-catcher/src';
import { readConfig as readCatalogConfig } from '../services/catalog/src/config';
import { createStorage } from '../services/catalog/src/modules/media/storage';
import {
  defaultAdminSeed,
  healthUrlOf,
  prepareDemoDatabases,
  startBackend,
  waitForHealthy,
  type BackendPart,
} from '../tooling/stack/src';
import { publishLocalBuilds } from './release/publish-local';

const root = path.resolve(__dirname, '..');
const serviceUrl = (port: string | undefined, fallback: number) =>
  `http://127.0.0.1:${port ?? fallback}`;
const localRateLimitMax = 10_000;
const mailCatcherSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT) || 1025;
const mailCatcherWebPort = Number(process.env.MAIL_CATCHER_WEB_PORT) || 1080;
// An SMTP_URL of one's own is used as it is, and then no catcher is started.
const useMailCatcher = !process.env.SMTP_URL;
const env: NodeJS.ProcessEnv = {
  ...process.env,
  SMTP_URL: process.env.SMTP_URL || `smtp://127.0.0.1:${mailCatcherSmtpPort}`,
  // A mail's link leads back to the shell.
  PUBLIC_APP_URL:
    process.env.PUBLIC_APP_URL ?? `http://localhost:${process.env.SHELL_PORT ?? 3000}`,
  STORAGE_DIR: process.env.STORAGE_DIR ?? path.join(root, '.data/uploads'),
  // The remotes' published builds (issue 28), beside the uploads.
  RELEASES_DIR: process.env.RELEASES_DIR ?? path.join(root, '.data/releases'),
  // The gateway finds the services on the ports they were given.
  SELLER_SERVICE_URL: process.env.SELLER_SERVICE_URL ?? serviceUrl(process.env.SELLER_PORT, 4001),
  CATALOG_SERVICE_URL:
    process.env.CATALOG_SERVICE_URL ?? serviceUrl(process.env.CATALOG_PORT, 4002),
  ADMIN_SERVICE_URL: process.env.ADMIN_SERVICE_URL ?? serviceUrl(process.env.ADMIN_PORT, 4003),
  // Everyone using the local stack signs in from this machine's one address, a person trying it
  // and a test suite alike: the gateway's per-address limits (10 sign-ins a minute) would refuse
  // them, so they are raised here; a deployed gateway keeps its own defaults.
  ...Object.fromEntries(
    [
      'LOGIN_RATE_LIMIT_MAX',
      'REGISTRATION_RATE_LIMIT_MAX',
      'UPLOAD_RATE_LIMIT_MAX',
      'REPORTS_RATE_LIMIT_MAX',
      'PASSWORD_RESET_RATE_LIMIT_MAX',
    ].map((variable) => [variable, process.env[variable] ?? String(localRateLimitMax)]),
  ),
  // The browser calls the API from the five frontends' origins, wherever they listen.
  FRONTEND_ORIGINS:
    process.env.FRONTEND_ORIGINS ??
    [
      ['SHELL_PORT', 3000],
      ['MFE_SELLER_DASHBOARD_PORT', 3001],
      ['MFE_DROP_EDITOR_PORT', 3002],
      ['MFE_PROFILE_PORT', 3003],
      ['MFE_ADMIN_PORT', 3004],
    ]
      .flatMap(([variable, port]) => {
        const value = process.env[variable as string] ?? String(port);
        return [`http://localhost:${value}`, `http://127.0.0.1:${value}`];
      })
      .join(','),
};
const gatewayPort = env.GATEWAY_PORT ?? '8080';

const backend: BackendPart[] = ['seller', 'catalog', 'admin', 'gateway'];
const frontends = ['shell', 'mfe-seller-dashboard', 'mfe-drop-editor', 'mfe-profile', 'mfe-admin'];
const children: ChildProcess[] = [];
const backendChildren: ChildProcess[] = [];

/** A backend part from its own start script (@drops/stack), its lines prefixed. */
function runBackend(part: BackendPart): void {
  const child = startBackend(part, {
    env,
    onLine: (line, stream) =>
      (stream === 'stdout' ? process.stdout : process.stderr).write(`[${part}] ${line}\n`),
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`[${part}] exited (${signal ?? code})`);
  });
  backendChildren.push(child);
}

function run(label: string, args: string[], cwd = root): ChildProcess {
  // detached: each child leads its own process group, so pnpm, tsx and node stop together.
  const child = spawn('pnpm', args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const prefix = `[${label}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) =>
    stream.write(
      chunk
        .toString()
        .split('\n')
        .filter((line) => line.length > 0)
        .map((line) => prefix + line + '\n')
        .join(''),
    );
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${prefix}exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

function scriptsOf(folder: string): Record<string, string> {
  const file = path.join(root, folder, 'package.json');
  if (!existsSync(file)) return {};
  return (
    (JSON.parse(readFileSync(file, 'utf8')) as { scripts?: Record<string, string> }).scripts ?? {}
  );
}

function finished(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

let stopping = false;
let mailCatcher: MailCatcher | undefined;
function stopAll(): void {
  stopping = true;
  void mailCatcher?.close();
  for (const child of backendChildren) child.kill('SIGTERM');
  for (const child of children) {
    if (child.pid && child.exitCode === null) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  }
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/** Each service's tables migrated, the administrator and demo data seeded (once). */
async function prepareDatabases(): Promise<void> {
  // Demo pictures go wherever the catalog keeps files (local disk or S3).
  const storage = createStorage(readCatalogConfig(env).storage);
  await prepareDemoDatabases(env, {
    admin: {
      email: env.ADMIN_EMAIL || defaultAdminSeed.email,
      password: env.ADMIN_PASSWORD || defaultAdminSeed.password,
      username: defaultAdminSeed.username,
    },
    storage,
  });
  console.warn('[setup] databases migrated and seeded');
}

/** The local mail catcher; on a port already taken the services' mails wait in their queue. */
async function startLocalMailCatcher(): Promise<void> {
  if (!useMailCatcher) return;
  try {
    mailCatcher = await startMailCatcher({
      smtpPort: mailCatcherSmtpPort,
      webPort: mailCatcherWebPort,
    });
  } catch (error) {
    console.error(`[mail] the mail catcher did not start: ${String(error)}`);
  }
}

/**
 * The remotes' local builds become their versions in the local registry (issue 28), so the shell
 * loads them through it as in production; `pnpm release publish <remote>` adds the next ones.
 */
async function publishFirstVersions(): Promise<void> {
  try {
    await waitForHealthy(healthUrlOf('admin', env), {
      timeoutMs: 60_000,
      label: 'the admin service',
    });
    const published = await publishLocalBuilds({
      registryUrl: `http://localhost:${gatewayPort}/api/v1`,
      env,
      out: (line) => console.warn(`[release] ${line}`),
    });
    console.warn(`[setup] published to the release registry: ${published.join(', ') || 'none'}`);
  } catch (error) {
    console.error(
      `[setup] the remotes were not published (${String(error)}): the shell loads them from remotes.json`,
    );
  }
}

async function main(): Promise<void> {
  await startLocalMailCatcher();
  await prepareDatabases();
  for (const part of backend) runBackend(part);

  const buildable = frontends.filter(
    (folder) => scriptsOf(folder).build && scriptsOf(folder).serve,
  );
  for (const folder of buildable) {
    const code = await finished(run(`${folder}:build`, ['--filter', `./${folder}`, 'build']));
    if (code !== 0) console.error(`[setup] ${folder} failed to build`);
  }
  for (const folder of buildable) run(folder, ['--filter', `./${folder}`, 'serve']);

  await waitForHealthy(healthUrlOf('gateway', env), {
    timeoutMs: 60_000,
    label: 'the gateway',
  }).catch((error: unknown) => console.error(`[setup] ${String(error)}`));
  await publishFirstVersions();
  console.warn(
    `\nDrops is running: app http://localhost:${env.SHELL_PORT ?? 3000}, API http://localhost:${gatewayPort}/api/v1`,
  );
  console.warn(
    `Administrator: ${env.ADMIN_EMAIL || defaultAdminSeed.email} / ${env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : defaultAdminSeed.password}`,
  );
  console.warn(
    mailCatcher
      ? `Mails sent: http://localhost:${mailCatcherWebPort} (SMTP 127.0.0.1:${mailCatcherSmtpPort})\n`
      : `Mails go to SMTP_URL\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  stopAll();
});
