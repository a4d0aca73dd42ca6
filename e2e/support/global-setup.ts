import path from 'node:path';
import { buildFrontends } from '@drops/stack/frontends';
import { buildBackend, runStackScript } from '@drops/stack/stack-script';
import { replicaRun } from './environment';
import { enrollSeededAdministrator } from './second-factor';

/**
 * Builds the backend bundles and the five frontends for production (skip with E2E_SKIP_BUILD=1
 * when dist/ is fresh),
 * then starts the stack (support/stack.ts) and waits for it. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // The backend's bundles (seconds), which the stack runs with plain node as in production.
    buildBackend();
    let started = Date.now();
    await buildFrontends(
      (directory, line) => process.stderr.write(`[${directory}] ${line}\n`),
      (directory) => {
        process.stderr.write(
          `[e2e] built ${directory} in ${Math.round((Date.now() - started) / 1000)} s\n`,
        );
        started = Date.now();
      },
    );
  }

  const started = Date.now();
  const stack = await runStackScript(path.join(__dirname, 'stack.ts'));
  // Tests run in workers started after this setup, so they inherit this variable.
  if (stack.databaseUrl) process.env.E2E_DATABASE_URL = stack.databaseUrl;
  // Issue 30 item 5: production asks every administrator for a second factor; the seeded one
  // sets it up once here, before any worker signs it in.
  await enrollSeededAdministrator().catch(async (error: unknown) => {
    await stack.stop();
    throw error;
  });
  process.stderr.write(
    `[e2e] stack${replicaRun ? ' (replicas behind nginx)' : ''} ready in ${Math.round((Date.now() - started) / 1000)} s\n`,
  );

  return stack.stop;
}
