/**
 * What every frontend benchmark shares: Debian's Chromium flags, the median, the production
 * build of the frontends it measures, and the e2e stack (e2e/support/stack.ts) started on its
 * ports until it prints READY.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(__dirname, '../..');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The workspace folders of the five frontends, all of which the e2e stack serves. */
export const frontendFolders = [
  'shell',
  'mfe-seller-dashboard',
  'mfe-drop-editor',
  'mfe-profile',
  'mfe-admin',
] as const;

/**
 * Production builds of every frontend (skipped with BENCH_SKIP_BUILD=1): the stack refuses to
 * start while any of them has no dist/, whichever screens a benchmark measures.
 */
export function buildFrontends(): void {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  for (const folder of frontendFolders) {
    const result = spawnSync('pnpm', ['--filter', `./${folder}`, 'build'], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (result.status !== 0) throw new Error(`building ${folder} failed`);
  }
}

/** The whole product from the e2e stack; resolves once it answers. */
export async function startStack(env: NodeJS.ProcessEnv = process.env): Promise<ChildProcess> {
  const stack = spawn(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'e2e/support/stack.ts')],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'ignore'] },
  );
  await new Promise<void>((resolve, reject) => {
    stack.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    stack.once('exit', (code) => reject(new Error(`the stack exited (${code})`)));
  });
  return stack;
}

/** Stops the stack startStack started; resolves once it has exited. */
export function stopStack(stack: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    stack.once('exit', () => resolve());
    stack.kill('SIGTERM');
  });
}

/** Writes a benchmark's raw figures to artifacts/bench/<name>.json and says where. */
export function writeRawFigures(name: string, figures: unknown): void {
  const output = path.join(root, 'artifacts/bench', `${name}.json`);
  fs.mkdirSync(path.dirname(output), { recursive: true });
  fs.writeFileSync(output, JSON.stringify(figures, null, 2));
  console.log(`\nRaw figures: ${path.relative(root, output)}`);
}

/** A new flex seller signed up through the gateway at `apiBaseUrl`: its token and data. */
export async function signedInSeller(
  apiBaseUrl: string,
): Promise<{ token: string; seller: unknown }> {
  const tag = Date.now().toString(36);
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  const post = async (route: string, body: unknown) => {
    const response = await fetch(`${apiBaseUrl}${route}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${route}: ${response.status}`);
    return response.json() as Promise<Record<string, unknown>>;
  };
  const upload = await post('/s3/seller/profile-image-upload', {
    fileName: 'a.png',
    fileType: 'image/png',
    fileSize: png.length,
    fileData: png.toString('base64'),
  });
  const completed = await post('/seller/register/complete', {
    accountType: 'flex',
    role: ['creator'],
    username: `bench_${tag}`,
    email: `bench.${tag}@drops.test`,
    password: 'long-password-123',
    profileImage: upload.key,
    country: 'GB',
    bio: 'Benchmark seller.',
  });
  return completed.data as { token: string; seller: unknown };
}
