/**
 * Starts the whole product on one machine (`startStack` of @drops/stack): migrates and seeds the
 * databases, then runs the three services, the gateway and the five frontends as child processes
 * with prefixed logs, and a mail catcher (SMTP on 1025, every mail readable at
 * http://localhost:1080) the services mail through. Defaults are the embedded ones (an SQLite file
 * per service, local disk storage); the environment overrides them.
 */
import path from 'node:path';

import { readConfig as readCatalogConfig } from '../services/catalog/src/config';
import { createStorage } from '../services/catalog/src/modules/media/storage';
import {
  backendParts,
  defaultAdminSeed,
  frontendOriginsOf,
  frontendPortsOf,
  portOf,
  prepareDemoDatabases,
  startStack,
  workspaceRoot,
  type BackendPart,
  type RunningStack,
} from '../tooling/stack/src';
import { publishLocalBuilds } from './release/publish-local';

const mailCatcherSmtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT) || 1025;
const mailCatcherWebPort = Number(process.env.MAIL_CATCHER_WEB_PORT) || 1080;
const ports = Object.fromEntries(
  backendParts.map((part) => [part, portOf(part, process.env)]),
) as Record<BackendPart, number>;
const frontendPorts = frontendPortsOf(process.env);
/** What one sets oneself wins over every default below (an empty value counts as unset). */
const ownSettings = Object.fromEntries(
  Object.entries(process.env).filter(([, value]) => value !== undefined && value !== ''),
);

let stack: RunningStack | undefined;
let stopping = false;
function stopAll(): void {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(0), 3000).unref();
  void stack?.stop().then(() => process.exit(0));
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);

/** Each service's tables migrated, the administrator and demo data seeded (once). */
async function prepareDatabases(env: NodeJS.ProcessEnv): Promise<void> {
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

/**
 * The remotes' local builds become their versions in the local registry (issue 28), so the shell
 * loads them through it as in production; `pnpm release publish <remote>` adds the next ones.
 */
async function publishFirstVersions(env: NodeJS.ProcessEnv): Promise<void> {
  try {
    const published = await publishLocalBuilds({
      registryUrl: `http://localhost:${ports.gateway}/api/v1`,
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
  const running = await startStack({
    runtime: 'source',
    inherit: process.env,
    ports,
    database: { inherited: true },
    storage: { directory: path.join(workspaceRoot, '.data/uploads') },
    // An SMTP_URL of one's own is used as it is, and then no catcher is started; on a port
    // already taken the services' mails wait in their queue.
    mail: process.env.SMTP_URL
      ? { smtpUrl: process.env.SMTP_URL }
      : { catcher: { smtpPort: mailCatcherSmtpPort, webPort: mailCatcherWebPort, failSoft: true } },
    // A mail's link leads back to the shell.
    publicAppUrl: `http://localhost:${frontendPorts.shell}`,
    // The browser calls the API from the five frontends' origins, wherever they listen.
    frontendOrigins: frontendOriginsOf(frontendPorts, ['localhost', '127.0.0.1']),
    // Everyone using the local stack signs in from this machine's one address, a person trying it
    // and a test suite alike: the gateway's per-address limits (10 sign-ins a minute) would refuse
    // them, so they are raised here; a deployed gateway keeps its own defaults.
    rateLimitMax: 10_000,
    overrides: {
      // The remotes' published builds (issue 28), beside the uploads.
      RELEASES_DIR: path.join(workspaceRoot, '.data/releases'),
      ...ownSettings,
    },
    prepareDatabases,
    frontends: { root: workspaceRoot, build: true, ports: frontendPorts, env: process.env },
    onLine: (label, line, stream) =>
      (stream === 'stdout' ? process.stdout : process.stderr).write(`[${label}] ${line}\n`),
  });
  stack = running;
  if (stopping) return void running.stop();
  await publishFirstVersions(running.environment);
  const { environment: env } = running;
  console.warn(
    `\nDrops is running: app http://localhost:${frontendPorts.shell}, API http://localhost:${ports.gateway}/api/v1`,
  );
  console.warn(
    `Administrator: ${env.ADMIN_EMAIL || defaultAdminSeed.email} / ${env.ADMIN_PASSWORD ? '(ADMIN_PASSWORD)' : defaultAdminSeed.password}`,
  );
  console.warn(
    running.mailCatcher
      ? `Mails sent: http://localhost:${mailCatcherWebPort} (SMTP 127.0.0.1:${mailCatcherSmtpPort})\n`
      : `Mails go to SMTP_URL\n`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
