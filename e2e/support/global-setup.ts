import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { frontends, replicaRun, workspaceRoot } from './environment';
import { enrollSeededAdministrator } from './second-factor';

/**
 * Builds the backend bundles and the five frontends for production (skip with E2E_SKIP_BUILD=1
 * when dist/ is fresh),
 * then starts the stack (support/stack.ts) and waits for it. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The backend's bundles (seconds), which the stack runs with plain node as in production.
    const backend = spawnSync(
      path.join(workspaceRoot, 'node_modules/.bin/tsx'),
      [path.join(workspaceRoot, 'scripts/build-backend.ts')],
      { cwd: workspaceRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    if (backend.status !== 0) throw new Error('building the backend failed');
    for (const frontend of frontends) {
      const started = Date.now();
      const result = spawnSync('pnpm', ['--filter', `./${frontend.directory}`, 'build'], {
        cwd: workspaceRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
      if (result.status !== 0) throw new Error(`building ${frontend.directory} failed`);
      process.stderr.write(
        `[e2e] built ${frontend.directory} in ${Math.round((Date.now() - started) / 1000)} s\n`,
      );
    }
  }

  // One node process with tsx's loader (not the tsx CLI's parent and child): the stack is then
  // this runner's own child, and notices when the runner is gone (support/stack.ts).
  const stack = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'stack.ts')], {
    cwd: workspaceRoot,
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    if (stack.exitCode !== null || stack.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      stack.once('exit', () => resolve());
      stack.kill('SIGTERM');
    });
  };
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the e2e stack did not start in 3 minutes')),
      180_000,
    );
    let output = '';
    stack.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      // Tests run in workers started after this setup, so they inherit this variable.
      const database = /^DATABASE (\S+)$/m.exec(output);
      if (database?.[1]) process.env.E2E_DATABASE_URL = database[1];
      if (output.includes('READY')) {
        clearTimeout(timer);
        resolve();
      }
    });
    stack.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the e2e stack exited (${code})`));
    });
  }).catch(async (error: unknown) => {
    // No teardown runs after a failed setup: whatever did start is stopped here.
    await stop();
    throw error;
  });
  // Issue 30 item 5: production asks every administrator for a second factor; the seeded one
  // sets it up once here, before any worker signs it in.
  await enrollSeededAdministrator().catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  process.stderr.write(
    `[e2e] stack${replicaRun ? ' (replicas behind nginx)' : ''} ready in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );

  return stop;
}
