/**
 * Frontend benchmark: gzipped sizes of the production builds, and first contentful paint and
 * time to interactive of /signin and /dashboard in Chromium (median of 10 cold loads), against
 * the whole product started on the e2e ports (e2e/support/stack.ts).
 *
 *   pnpm --filter @drops/bench exec tsx frontend/frontend-bench.ts
 *
 * BENCH_SKIP_BUILD=1 reuses the dist/ folders; BENCH_RUNS sets the number of loads (10).
 */
import type { Browser } from '@playwright/test';
import {
  frontendFolders,
  measureOnStack,
  median,
  ms,
  root,
  runBenchmark,
  shellUrl,
  signedInSeller,
} from './harness';
import { measureLoad, type LoadMeasure } from './measure-load';
import { staticSizes, type BuildSizes } from './static-sizes';
import { benchSettings } from '../settings';

const { runs } = benchSettings({ runs: 10 });

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function measureRoute(browser: Browser, route: string, localStorage: Record<string, string>) {
  const loads: LoadMeasure[] = [];
  for (let run = 0; run < runs; run += 1)
    loads.push(await measureLoad(browser, `${shellUrl}${route}`, localStorage));
  return {
    loads,
    fcp: median(loads.map((load) => load.firstContentfulPaint)),
    tti: median(loads.map((load) => load.interactive)),
  };
}

function printSizes(sizes: BuildSizes[]): void {
  console.log('\nProduction builds, gzipped (level 9, as drops-serve sends them)');
  for (const build of sizes) {
    const parts = [`all JS ${kb(build.totalJs)}`];
    if (build.remoteEntry !== undefined) parts.push(`remoteEntry.js ${kb(build.remoteEntry)}`);
    if (build.exposed !== undefined) parts.push(`exposed ./routes ${kb(build.exposed)}`);
    console.log(`  ${build.folder.padEnd(22)} ${parts.join(', ')}`);
  }
}

function printLoad(route: string, result: Awaited<ReturnType<typeof measureRoute>>): void {
  const first = result.loads[0];
  console.log(`\n${route}: median of ${runs} cold loads`);
  console.log(`  first contentful paint ${ms(result.fcp)}, interactive ${ms(result.tti)}`);
  if (!first) return;
  console.log(
    `  JavaScript downloaded (gzipped) ${kb(first.javascriptBytes)} in ${first.javascriptFiles} files`,
  );
  for (const [origin, bytes] of Object.entries(first.javascriptByOrigin))
    console.log(`    ${origin.padEnd(24)} ${kb(bytes)}`);
}

async function main(): Promise<void> {
  await measureOnStack('frontend', async (browser) => {
    const sizes = staticSizes(root, frontendFolders);
    printSizes(sizes);

    const session = await signedInSeller();
    const signin = await measureRoute(browser, '/signin', {});
    const dashboard = await measureRoute(browser, '/dashboard', {
      'seller-session': JSON.stringify(session),
    });
    printLoad('/signin', signin);
    printLoad('/dashboard', dashboard);

    return { sizes, signin, dashboard };
  });
}

runBenchmark(main);
