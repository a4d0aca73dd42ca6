/**
 * Edit profile benchmark: `/edit-profile` cold loads until the form is ready (median of 10), the
 * main thread's long tasks while 240 characters are typed into Short Bio, and the save round
 * trip (SAVE PROFILE to the dashboard with the toast), against the whole product started on the
 * e2e ports (e2e/support/stack.ts; E2E_<NAME>_PORT moves them as for the e2e suite).
 *
 *   pnpm --filter @drops/bench exec tsx frontend/profile-bench.ts
 *
 * BENCH_SKIP_BUILD=1 reuses the dist/ folders; BENCH_RUNS sets the number of runs (10).
 */
import type { Browser } from '@playwright/test';
import { measureOnStack, range, runBenchmark, shellUrl, signedInSeller } from './harness';
import { measureLoad } from './measure-load';
import { benchSettings } from '../settings';

const { runs } = benchSettings({ runs: 10 });

const watchLongTasks = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask' });
`;

/** In one warm page: typing into Short Bio, then saving, `runs` times. */
async function typeAndSave(browser: Browser, storage: Record<string, string>) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin: shellUrl,
          localStorage: Object.entries(storage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  const page = await context.newPage();
  const typingLongest: number[] = [];
  const typingTotal: number[] = [];
  const saves: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    await page.goto(`${shellUrl}/edit-profile`);
    const bio = page.getByLabel('Short Bio');
    await bio.waitFor();
    await bio.fill('');
    await page.evaluate(watchLongTasks);
    const text = `Run ${run} `.padEnd(240, 'x');
    const started = Date.now();
    await bio.pressSequentially(text);
    typingTotal.push(Date.now() - started);
    await page.getByText('240/240').waitFor();
    const tasks = (await page.evaluate('window.__longTasks')) as number[];
    typingLongest.push(Math.max(0, ...tasks));

    const clicked = Date.now();
    await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
    await page.getByText('Your profile has been edited.').first().waitFor();
    await page.waitForURL('**/dashboard');
    saves.push(Date.now() - clicked);
  }
  await context.close();
  return { typingLongest, typingTotal, saves };
}

async function main(): Promise<void> {
  await measureOnStack('profile', async (browser) => {
    const storage = { 'seller-session': JSON.stringify(await signedInSeller()) };
    const loads = [];
    for (let run = 0; run < runs; run += 1)
      loads.push(await measureLoad(browser, `${shellUrl}/edit-profile`, storage));
    const warm = await typeAndSave(browser, storage);

    const first = loads[0];
    console.log(`/edit-profile: ${runs} cold loads (median, min–max)`);
    console.log(
      `  first contentful paint ${range(loads.map((load) => load.firstContentfulPaint))}`,
    );
    console.log(
      `  form ready (SAVE PROFILE enabled, fields filled) ${range(loads.map((load) => load.interactive))}`,
    );
    if (first) {
      console.log(
        `  JavaScript downloaded (gzipped) ${(first.javascriptBytes / 1024).toFixed(1)} KB`,
      );
      for (const [origin, bytes] of Object.entries(first.javascriptByOrigin))
        console.log(`    ${origin.padEnd(24)} ${(bytes / 1024).toFixed(1)} KB`);
    }
    console.log(`Typing 240 characters into Short Bio, ${runs} runs`);
    console.log(`  longest main-thread task ${range(warm.typingLongest)} (0 = no task over 50 ms)`);
    console.log(`  whole typing ${range(warm.typingTotal)}`);
    console.log(`SAVE PROFILE to the dashboard with the toast, ${runs} runs: ${range(warm.saves)}`);

    return { loads, ...warm };
  });
}

runBenchmark(main);
