/**
 * Seller dashboard benchmark: `/dashboard` for a seller with 100 drops (the list limit), in
 * Chromium at 1280 × 800, each load in a fresh browser context (cold cache), against the whole
 * product started on the e2e ports (e2e/support/stack.ts).
 *
 * - time from navigation start to the table's 100th row laid out (median of BENCH_RUNS loads);
 * - main-thread long tasks (> 50 ms) while typing in the search box (one key every 120 ms) and
 *   until the debounced search has answered and rendered;
 * - time from Enter in the search box (immediate search) to the narrowed table on screen.
 *
 *   pnpm --filter @drops/bench exec tsx frontend/dashboard-bench.ts
 *
 * BENCH_SKIP_BUILD=1 reuses the dist/ folders; BENCH_RUNS sets the number of loads (10);
 * E2E_SHELL_PORT / E2E_GATEWAY_PORT (and the other E2E_*_PORT) move the stack as for the e2e suite.
 */
import type { Browser } from '@playwright/test';
import {
  measureOnStack,
  median,
  ms,
  pngUpload,
  runBenchmark,
  sellerContext,
  sellerWithImageDrops,
  shellUrl,
} from './harness';
import { benchSettings } from '../settings';

const { runs } = benchSettings({ runs: 10 });
const dropCount = 100;
const words = ['Amber', 'Cobalt', 'Ivory', 'Onyx', 'Saffron', 'Teal', 'Umber', 'Violet'];
const kinds = ['Jacket', 'Sneaker', 'Print', 'Vinyl', 'Lamp', 'Tote', 'Watch', 'Scarf'];

/** An approved sell account with 100 drops (a fifth of them drafts), each with its own stored image. */
function sellerWithDrops(): Promise<{ session: string }> {
  return sellerWithImageDrops('dash', pngUpload('a.png'), dropCount, (index) => ({
    image: pngUpload(`drop-${index}.png`),
    name: `${words[index % words.length]} ${kinds[Math.floor(index / words.length) % kinds.length]} ${String(index).padStart(3, '0')}`,
    status: index % 5 === 0 ? 'Draft' : 'Published',
    quantity: index,
  }));
}

/**
 * Runs before the page's scripts: long tasks, and when the table's last row is laid out (and
 * when the first was).
 */
const instrument = `
  window.__bench = { longTasks: [], firstRowAt: 0, lastRowAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const watch = () => {
    const rows = document.querySelectorAll('table tbody tr');
    if (rows.length > 0 && !window.__bench.firstRowAt) window.__bench.firstRowAt = performance.now();
    const last = rows[${dropCount - 1}];
    if (last && last.getBoundingClientRect().height > 0) window.__bench.lastRowAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

interface LoadResult {
  firstRow: number;
  lastRow: number;
  /** Milliseconds from navigation start. */
  loadTimeline: Record<string, number>;
  typingLongTasks: number[];
  /** Milliseconds from the first key: [start, duration] of each long task, and the answer. */
  typingTimeline: { answeredAfter: number; longTasks: number[][] };
  searchRendered: number;
}

async function oneLoad(browser: Browser, session: string, term: string): Promise<LoadResult> {
  const context = await sellerContext(browser, session, { width: 1280, height: 800 });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  await page.goto(`${shellUrl}/dashboard`);
  await page.waitForFunction('window.__bench.lastRowAt > 0', undefined, { timeout: 60_000 });
  const { firstRow, lastRow } = (await page.evaluate(
    '({ firstRow: window.__bench.firstRowAt, lastRow: window.__bench.lastRowAt })',
  )) as { firstRow: number; lastRow: number };

  // Typing: long tasks from the first key until the debounced search has rendered.
  const box = page.getByRole('searchbox', { name: 'Search drops' });
  await box.click();
  await page.waitForTimeout(500);
  const typingFrom = (await page.evaluate('performance.now()')) as number;
  const answered = page.waitForResponse((response) =>
    response.url().includes(`search=${encodeURIComponent(term)}`),
  );
  await box.pressSequentially(term, { delay: 120 });
  await answered;
  await page.waitForFunction(
    `document.querySelectorAll('table tbody tr').length < ${dropCount} && !document.querySelector('[aria-busy="true"]')`,
  );
  await page.waitForTimeout(300);
  const typingTasks = (
    (await page.evaluate('window.__bench.longTasks')) as [number, number][]
  ).filter(([start]) => start >= typingFrom);
  const typingLongTasks = typingTasks.map(([, duration]) => duration);
  // When each one started, from the first key, and when the search's answer arrived.
  const searchAnsweredAt = (await page.evaluate(
    `performance.getEntriesByType('resource').filter((entry) => entry.name.includes('search=')).map((entry) => entry.responseEnd).pop() ?? 0`,
  )) as number;
  const typingTimeline = {
    answeredAfter: Math.round(searchAnsweredAt - typingFrom),
    longTasks: typingTasks.map(([start, duration]) => [
      Math.round(start - typingFrom),
      Math.round(duration),
    ]),
  };
  // Where the load went: when the remote's entry, the list call and its answer happened.
  const loadTimeline = (await page.evaluate(`(() => {
    const entries = performance.getEntriesByType('resource');
    const at = (part, field) => Math.round(entries.find((entry) => entry.name.includes(part))?.[field] ?? 0);
    return {
      remoteEntryStart: at('remoteEntry.js', 'startTime'),
      listRequestStart: at('/seller/products?', 'startTime'),
      listResponseEnd: at('/seller/products?', 'responseEnd'),
    };
  })()`)) as Record<string, number>;

  // Enter searches at once: from the key to the narrowed table on screen.
  await box.fill('');
  await box.press('Enter');
  await page.waitForFunction(
    `document.querySelectorAll('table tbody tr').length === ${dropCount} && !document.querySelector('[aria-busy="true"]')`,
  );
  await box.fill(term);
  const searchStart = Date.now();
  await box.press('Enter');
  await page.waitForFunction(
    `document.querySelectorAll('table tbody tr').length < ${dropCount} && !document.querySelector('[aria-busy="true"]')`,
    undefined,
    { polling: 'raf' },
  );
  const searchRendered = Date.now() - searchStart;
  await context.close();
  return { firstRow, lastRow, loadTimeline, typingLongTasks, typingTimeline, searchRendered };
}

async function main(): Promise<void> {
  await measureOnStack('dashboard', async (browser) => {
    const { session } = await sellerWithDrops();
    const results: LoadResult[] = [];
    for (let run = 0; run < runs; run += 1) {
      results.push(await oneLoad(browser, session, words[run % words.length]!.toLowerCase()));
    }
    const allTyping = results.flatMap((result) => result.typingLongTasks);
    const longest = Math.max(0, ...allTyping);
    const lastRows = results.map((result) => result.lastRow);
    console.log(`\n/dashboard with ${dropCount} drops, ${runs} cold loads at 1280 × 800`);
    console.log(
      `  navigation → first row ${ms(median(results.map((result) => result.firstRow)))} (median)`,
    );
    console.log(
      `  navigation → last row ${ms(median(lastRows))} (median; min ${ms(Math.min(...lastRows))}, max ${ms(Math.max(...lastRows))})`,
    );
    console.log(
      `  typing a search: ${allTyping.length} long tasks over ${runs} runs, longest ${ms(longest)}`,
    );
    console.log(
      `  Enter → narrowed table on screen ${ms(median(results.map((result) => result.searchRendered)))} (median)`,
    );
    return { dropCount, runs, results };
  });
}

runBenchmark(main);
