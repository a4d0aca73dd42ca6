import { spawnSync, type ChildProcess } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { totpCode } from '@drops/stack/second-factor-codes';
import {
  backendFolders,
  defaultAdminSeed,
  healthUrlOf,
  portVariables,
  seedAdmin,
  startBuiltBackend,
  stopProcess,
  waitForHealthy,
  workspaceRoot,
  type BackendPart,
} from '@drops/stack';

/**
 * The production start: `pnpm build`'s bundles run by plain node with NODE_ENV=production
 * against a fresh MariaDB database, each service's tables made by its one-shot migration first
 * (as the Kubernetes Jobs do), the services then starting without migrating anything new.
 * Each app runs from what its image holds (deploy/Dockerfile's backend stage): its own
 * production dependencies from `pnpm deploy --prod` and its `dist/`, nothing else of the
 * workspace, so a bundle that needs a package its app does not declare fails here.
 */

const services = ['seller', 'catalog', 'admin'] as const;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Runs a built entry to its end; answers its exit code and what it wrote. */
function runToEnd(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

let database: TestDatabase;
let storageDirectory: string;
let imagesDirectory: string;
/** Each app's folder as its image holds it. */
const imageOf = {} as Record<BackendPart, string>;
let env: NodeJS.ProcessEnv;
const running: ChildProcess[] = [];
const logs: string[] = [];

beforeAll(async () => {
  // The same build `pnpm build` runs for the servers, so the test runs today's source.
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-backend.ts'], {
    cwd: workspaceRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`build failed: ${build.stderr}${build.stdout}`);
  imagesDirectory = await mkdtemp(path.join(tmpdir(), 'drops-images-'));
  for (const part of [...services, 'gateway'] as const) {
    imageOf[part] = path.join(imagesDirectory, part);
    const app = backendFolders[part];
    // The Dockerfile's `pnpm --filter "./${APP}" deploy --prod --legacy /out`, from the store.
    // A legacy deploy resolves the app's dependencies again, which needs the registry's metadata:
    // `--offline` failed on a machine whose store `pnpm install --frozen-lockfile` had filled
    // without it, so the metadata is fetched when missing and the packages come from the store.
    const deploy = spawnSync(
      'pnpm',
      ['--filter', `./${app}`, 'deploy', '--prod', '--legacy', '--prefer-offline', imageOf[part]],
      { cwd: workspaceRoot, encoding: 'utf8' },
    );
    if (deploy.status !== 0)
      throw new Error(`pnpm deploy ${app}: ${deploy.stderr}${deploy.stdout}`);
    await cp(path.join(workspaceRoot, app, 'dist'), path.join(imageOf[part], 'dist'), {
      recursive: true,
    });
  }

  database = await createTestDatabase();
  storageDirectory = await mkdtemp(path.join(tmpdir(), 'drops-built-'));
  const ports = Object.fromEntries(
    await Promise.all(
      (['seller', 'catalog', 'admin', 'gateway'] as const).map(
        async (part) => [portVariables[part], String(await freePort())] as const,
      ),
    ),
  );
  // Only what a deployment sets: no development fallback is allowed with NODE_ENV=production.
  env = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    ...ports,
    DATABASE_URL: database.url,
    SELLER_JWT_SECRET: 'built-output-seller-secret-0123456789abcdef',
    ADMIN_JWT_SECRET: 'built-output-admin-secret-0123456789abcdef',
    SERVICE_JWT_SECRET: 'built-output-service-secret-0123456789abcdef',
    STORAGE_SIGNING_SECRET: 'built-output-storage-secret-0123456789abcdef',
    WEBHOOK_SECRET_KEY: 'built-output-webhook-secret-key-0123456789abcdef',
    STORAGE_DIR: storageDirectory,
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  };
  // One bundle build and four `pnpm deploy`s: about 45 s on a quiet machine, over a minute
  // beside the rest of the suite.
}, 300_000);

afterAll(async () => {
  await Promise.all(running.map((child) => stopProcess(child, 5_000)));
  await database?.destroy();
  if (storageDirectory) await rm(storageDirectory, { recursive: true, force: true });
  if (imagesDirectory) await rm(imagesDirectory, { recursive: true, force: true });
});

it('migrates each service with its one-shot entry, which exits 0 and makes only its own tables', async () => {
  const tablesBefore = new Set(await tableNames());
  const made: Record<string, string[]> = {};
  for (const service of services) {
    const result = await runToEnd(
      startBuiltBackend(service, { env, onLine: () => {}, directory: imageOf[service] }, 'migrate'),
    );
    expect({ service, ...result }).toMatchObject({ service, code: 0 });
    const tables = await tableNames();
    made[service] = tables.filter((table) => !tablesBefore.has(table));
    for (const table of tables) tablesBefore.add(table);
  }
  expect(made.seller).toEqual(expect.arrayContaining(['seller_migrations', 'sellers']));
  expect(made.catalog).toEqual(expect.arrayContaining(['catalog_migrations', 'products']));
  expect(made.admin).toEqual(expect.arrayContaining(['admin_migrations', 'admin_users']));
  expect(made.seller).not.toContain('products');
  expect(made.catalog).not.toContain('sellers');
});

it('starts the gateway and the services from dist/ with plain node, healthy and serving a sign-in', async () => {
  await seedAdmin(database.knex, defaultAdminSeed);
  const parts: BackendPart[] = [...services, 'gateway'];
  for (const part of parts) {
    const child = startBuiltBackend(part, {
      env,
      onLine: (line) => logs.push(`[${part}] ${line}`),
      directory: imageOf[part],
    });
    running.push(child);
    // No TypeScript loader: the bundle alone.
    expect(child.spawnargs.slice(1)).toEqual(['dist/server.js']);
  }
  await Promise.all(
    parts.map((part) =>
      waitForHealthy(healthUrlOf(part, env), { timeoutMs: 60_000 }).catch((error: unknown) => {
        throw new Error(`${part}: ${String(error)}`);
      }),
    ),
  ).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${logs.join('\n')}`);
  });

  const gatewayUrl = `http://127.0.0.1:${env[portVariables.gateway]}`;
  const health = await fetch(`${gatewayUrl}/health`);
  expect(health.status).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok' });

  const signIn = await fetch(`${gatewayUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: defaultAdminSeed.email, password: defaultAdminSeed.password }),
  });
  expect(signIn.status).toBe(200);
  // Production asks every administrator for a second factor (issue 30 item 5): the seeded one,
  // without a factor yet, sets one up with the first code of the key it is shown.
  const challenge = (await signIn.json()) as {
    secondFactorRequired: boolean;
    challenge: string;
    enrollment?: { secret: string };
  };
  expect(challenge).toMatchObject({ secondFactorRequired: true });
  expect(challenge.enrollment?.secret).toBeTruthy();
  const secondFactor = await fetch(`${gatewayUrl}/api/v1/auth/login/second-factor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      challenge: challenge.challenge,
      code: totpCode(challenge.enrollment?.secret ?? ''),
    }),
  });
  expect(secondFactor.status).toBe(200);
  const session = (await secondFactor.json()) as {
    success: boolean;
    token: { accessToken: string };
  };
  expect(session).toMatchObject({ success: true });

  // The admin service's feature modules load from dist/modules (autoload over the bundle's
  // stubs): a category is created behind the folder's authentication hook, which names the
  // administrator the audit log records (without it the create would fail).
  const created = await fetch(`${gatewayUrl}/api/v1/admin/categories`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${session.token.accessToken}`,
    },
    body: JSON.stringify({ name: 'Built' }),
  });
  expect(created.status).toBe(201);
  const anonymous = await fetch(`${gatewayUrl}/api/v1/admin/categories`);
  expect(anonymous.status).toBe(401);

  const wrongPassword = await fetch(`${gatewayUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: defaultAdminSeed.email, password: 'not-the-password-1' }),
  });
  expect(wrongPassword.status).toBe(401);

  // The services' bundles carry @fastify/swagger: the gateway builds the public document from them.
  const openApi = await fetch(`${gatewayUrl}/api/v1/openapi.json`);
  expect(openApi.status).toBe(200);
  const document = (await openApi.json()) as { openapi: string; paths: Record<string, unknown> };
  expect(document.openapi).toBe('3.1.0');
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/api/v1/seller/login',
      '/api/v1/seller/products',
      '/api/v1/admin/sellers',
    ]),
  );
});

it("sets the bucket's CORS rule for the frontends in the catalog's one-shot entry, as the Job runs it", async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'drops-built-s3-'));
  const storage = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: 'drops-media' }],
  });
  const { port } = await storage.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const editor = 'https://drops.example';
  // A browser's preflight for a direct upload's form POST: refused until the bucket has a rule.
  const preflight = async (origin: string) => {
    const response = await fetch(`${endpoint}/drops-media`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    await response.arrayBuffer();
    return response.status;
  };
  try {
    expect(await preflight(editor)).toBe(403);
    const result = await runToEnd(
      startBuiltBackend(
        'catalog',
        {
          env: {
            ...env,
            S3_BUCKET: 'drops-media',
            S3_ENDPOINT: endpoint,
            S3_ACCESS_KEY_ID: 'S3RVER',
            S3_SECRET_ACCESS_KEY: 'S3RVER',
            FRONTEND_ORIGINS: editor,
            AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
          },
          onLine: () => {},
          directory: imageOf.catalog,
        },
        'migrate',
      ),
    );
    expect(result).toEqual({
      code: 0,
      output: 'bucket drops-media: CORS rule for the frontends applied\n',
    });
    expect(await preflight(editor)).toBe(200);
    expect(await preflight('https://elsewhere.example')).toBe(403);
  } finally {
    await storage.close();
    await rm(directory, { recursive: true, force: true });
  }
});

/** A 1 × 1 PNG. */
const tinyPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

it("runs the catalog's thumbnail backfill from its image, queuing a stored image's thumbnails", async () => {
  // An image stored before the thumbnail pipeline, as the operators' command finds it.
  const folder = path.join(storageDirectory, 'products', 'before');
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'photo.png'), tinyPng);
  const backfill = () =>
    runToEnd(
      startBuiltBackend(
        'catalog',
        { env, onLine: () => {}, directory: imageOf.catalog },
        'backfill-thumbnails',
      ),
    );
  const first = await backfill();
  expect(first).toMatchObject({ code: 0 });
  expect(first.output).toContain('thumbnails backfill: done: 1/1 queued');
  const job = await database
    .knex('image_thumbnails')
    .where('source_key', 'products/before/photo.png')
    .first();
  expect(job).toBeDefined();
  expect((await backfill()).output).toContain('thumbnails backfill: done: 0/1 queued');
});

async function tableNames(): Promise<string[]> {
  const [rows] = (await database.knex.raw('SHOW TABLES')) as [Record<string, string>[]];
  return rows.map((row) => Object.values(row)[0] as string);
}
