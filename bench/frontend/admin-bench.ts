/**
 * Administration benchmark (issue 6): with 10,000 sellers and 1,000,000 products in MySQL, the
 * time from opening /admin/products to its first page rendered, and from typing a search to the
 * filtered page, median of 10 each, in Debian's Chromium against the whole product started on
 * the e2e ports (e2e/support/stack.ts) over the backend bench's database.
 *
 *   pnpm --filter @drops/bench exec tsx frontend/admin-bench.ts
 *
 * BENCH_DATABASE_URL (mysql://root@127.0.0.1:3306/drops_bench) is seeded once if needed
 * (bench/backend/seed-large.ts) and never dropped. BENCH_SKIP_BUILD=1 reuses the shell's and
 * mfe-admin's dist/; BENCH_RUNS sets the number of runs (10); E2E_<NAME>_PORT moves the stack.
 *
 * - Open: a fresh browser context (empty cache, the administrator's session in local storage)
 *   opens /admin/products; measured from navigation start to the moment the table holds its 10
 *   rows (a MutationObserver in the page notes the time), which includes the shell, the guard's
 *   session check, the remote's code and the list call.
 * - Search: on that page, a word is typed into the search box (a different word each run, so no
 *   total is already cached by the server); measured from the last keystroke to the moment every
 *   row of the table names the word. Typing waits for the pause (300 ms for products, see
 *   docs/decisions.md) before searching; the same is measured with Enter, which searches at once.
 */
import type { Browser } from '@playwright/test';
import { apiBaseUrl, benchAdmin, measureOnStack, median, runBenchmark, shellUrl } from './harness';
import { signInBenchAdmin } from './admin-sign-in';
import { openKeptDatabase, seedLarge } from '../backend/seed-large';
import { benchSettings } from '../settings';

const databaseUrl = process.env.BENCH_DATABASE_URL ?? 'mysql://root@127.0.0.1:3306/drops_bench';
const { runs } = benchSettings({ runs: 10 });
/** Words of the seeded product names (bench/backend/seed-large.ts), one per run. */
const searchWords = [
  'storm',
  'velvet',
  'harbour',
  'granite',
  'amber',
  'lunar',
  'copper',
  'signal',
  'linen',
  'desert',
  'polar',
  'river',
  'cobalt',
  'ember',
  'lamp',
  'poster',
  'sneaker',
  'hoodie',
  'recorder',
  'scarf',
];

const summary = (values: number[]) =>
  `${Math.round(median(values))} ms (${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))})`;

async function seedDatabase(): Promise<void> {
  const db = await openKeptDatabase(databaseUrl);
  await seedLarge(db, (line) => console.log(`[seed] ${line}`));
  await db.destroy();
}

async function adminSession(): Promise<string> {
  const body = await signInBenchAdmin(apiBaseUrl, benchAdmin);
  return JSON.stringify({ token: body.token.accessToken, user: body.user });
}

/**
 * Runs in the page before its own scripts: notes when the products table first holds 10 rows,
 * the last keystroke in the search box, and when every row names the searched word.
 */
const pageProbe = `
  const marks = { firstPage: 0, lastKey: 0, filtered: 0, word: '' };
  window.benchMarks = marks;
  document.addEventListener('keydown', (event) => {
    if (event.target && event.target.getAttribute && event.target.getAttribute('type') === 'search')
      marks.lastKey = performance.now();
  }, true);
  new MutationObserver(() => {
    const rows = document.querySelectorAll('table[aria-label="Products"] tbody tr');
    if (!marks.firstPage && rows.length === 10) marks.firstPage = performance.now();
    if (marks.word && !marks.filtered && rows.length > 0) {
      const all = [...rows].every((row) =>
        (row.querySelector('td')?.textContent ?? '').toLowerCase().includes(marks.word));
      if (all) marks.filtered = performance.now();
    }
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

interface Marks {
  firstPage: number;
  lastKey: number;
  filtered: number;
  word: string;
}

async function measureRun(
  browser: Browser,
  session: string,
  word: string,
  submit: 'pause' | 'enter',
): Promise<{ open: number; search: number; total: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addInitScript(
      `window.localStorage.setItem('admin-session', ${JSON.stringify(session)});`,
    );
    await context.addInitScript(pageProbe);
    const page = await context.newPage();
    await page.goto(`${shellUrl}/admin/products`);
    const marks = () => page.evaluate<Marks>('window.benchMarks');
    await page.waitForFunction('window.benchMarks.firstPage > 0', undefined, { timeout: 30_000 });
    const open = (await marks()).firstPage;

    await page.evaluate(`window.benchMarks.word = ${JSON.stringify(word)}`);
    const box = page.getByRole('searchbox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially(word, { delay: 60 });
    if (submit === 'enter') await box.press('Enter');
    await page.waitForFunction('window.benchMarks.filtered > 0', undefined, { timeout: 30_000 });
    const { lastKey, filtered } = await marks();
    const total = await page.getByText(/^\d+ products?$/).textContent();
    return { open, search: filtered - lastKey, total: Number.parseInt(total ?? '0', 10) };
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  await seedDatabase();
  await measureOnStack(
    'admin',
    async (browser) => {
      const session = await adminSession();
      // One warm-up run (JIT, buffer pool), not counted.
      await measureRun(browser, session, 'zine', 'pause');
      const typed: Awaited<ReturnType<typeof measureRun>>[] = [];
      const entered: Awaited<ReturnType<typeof measureRun>>[] = [];
      for (let run = 0; run < runs; run += 1) {
        typed.push(await measureRun(browser, session, searchWords[run % 20] ?? 'lamp', 'pause'));
        entered.push(
          await measureRun(browser, session, searchWords[(run + 10) % 20] ?? 'lamp', 'enter'),
        );
      }
      const opens = [...typed, ...entered].map((run) => run.open);
      console.log(
        `\n/admin/products over 10,000 sellers and 1,000,000 products (${runs} runs each)`,
      );
      console.log(`  open to first page rendered (cold, ${opens.length} loads): ${summary(opens)}`);
      console.log(
        `  typing to filtered page (search after the 300 ms pause): ${summary(typed.map((run) => run.search))}`,
      );
      console.log(
        `  Enter to filtered page (search at once): ${summary(entered.map((run) => run.search))}`,
      );
      console.log(
        `  matches per searched word: ${Math.min(...[...typed, ...entered].map((run) => run.total))}–${Math.max(...[...typed, ...entered].map((run) => run.total))}`,
      );
      return { typed, entered };
    },
    { ...process.env, E2E_STACK_DATABASE_URL: databaseUrl },
  );
}

runBenchmark(main);
