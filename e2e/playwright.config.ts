import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@drops/stack/chromium';
import { replicaRun } from './support/environment';

/**
 * The e2e suite drives Debian's Chromium (no browser download on this machine) against the real
 * gateway, services and MariaDB, and the production builds of the five frontends, all started by
 * the global setup on their own ports.
 *
 * E2E_REPLICAS=1 (`pnpm --filter @drops/e2e test:replicas`) is the replica run instead: the smoke
 * set (the tests tagged `@replicas`) at 1280 px, through nginx in front of 2 gateways and 2
 * replicas of each service (support/stack.ts), with its results apart from the main run's.
 */

const projects = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'mobile',
    use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
];

export default defineConfig({
  testDir: './tests',
  outputDir: replicaRun ? '../artifacts/e2e-replicas-results' : '../artifacts/e2e-results',
  // The replica run: the tagged smoke set; the main run: everything but the replica run's own
  // spec (it stops and starts replicas, which only that stack has).
  ...(replicaRun ? { grep: /@replicas\b/ } : { testIgnore: 'replicas.spec.ts' }),
  fullyParallel: false,
  workers: 1,
  // A failed test runs once more in a fresh browser, and the summary lists one that passes then as
  // flaky; a failure prints what its browser saw either time (support/test.ts).
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3100',
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: replicaRun ? projects.slice(0, 1) : projects,
});
