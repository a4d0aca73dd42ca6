/**
 * Loading speed of the seller dashboard (issue 28): cold loads of `/dashboard` in Chromium with
 * the cache disabled and 100 ms added to every round trip (DevTools' network conditions), the
 * dashboard loaded through the release registry (its build published and stable), the old way
 * and the new way alternately in the same run:
 *
 * - **old**: as before issue 28's loading work: the page preloads the registry's channels only,
 *   the list is asked once the dashboard's code has loaded (the shell's early read is refused in
 *   the browser, so the dashboard asks again itself, as it did) and without its thumbnails'
 *   links, which the dashboard then asks for (`POST /s3/signed-urls`);
 * - **new**: the page also preloads the shell's start-up chunks and seller layout and the
 *   dashboard's manifest, entry and exposed chunks (written in by drops-serve), and the shell's
 *   entry script asks the list (with `mediaLinks`) at once.
 *
 * Per load: navigation to the first drop row on screen, and to that row's thumbnail link
 * resolved (its `<img>` has its signed link); the sequential steps before it (a step is a request
 * started only after the previous finished, from the DevTools protocol's request times).
 *
 *   pnpm --filter @drops/bench route-loading
 *
 * BENCH_SKIP_BUILD=1 reuses the dist/ folders; BENCH_RUNS sets the loads per way (10);
 * BENCH_LATENCY_MS the added round trip (100); E2E_*_PORT move the stack as for the e2e suite.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from '@playwright/test';
import {
  onFirstScreenPath,
  recordRequests,
  stepsBefore,
  type TimedRequest,
} from '@drops/stack/request-steps';
import {
  apiBaseUrl,
  benchAdmin,
  callApi,
  measureOnStack,
  median,
  ms,
  pngUpload,
  root,
  runBenchmark,
  sellerContext,
  sellerWithImageDrops,
  shellUrl,
} from './harness';
import { publishBuild } from '../../e2e/support/releases';
import { signInBenchAdmin } from './admin-sign-in';
import { benchSettings } from '../settings';

const { runs, latencyMs } = benchSettings({ runs: 10, latencyMs: 100 });
const dropCount = 24;
const remote = 'mfeSellerDashboard';
/** The reads the first row needs: the list and its thumbnails' signed links. */
const firstRowReads = [
  /\/seller\/products\?/,
  /\/s3\/signed-urls/,
  /\/s3\/get-signed-url\/products\//,
];

type Way = 'old' | 'new';

async function sellerWithDrops(): Promise<string> {
  const { session } = await sellerWithImageDrops(
    'speed',
    pngUpload('a.png'),
    dropCount,
    (index) => ({
      image: pngUpload(`drop-${index}.png`),
      name: `Speed drop ${String(index).padStart(2, '0')}`,
    }),
  );
  return session;
}

/** Publishes the dashboard's production build as a version (its first becomes stable). */
async function publishDashboard(): Promise<string> {
  const login = await signInBenchAdmin(apiBaseUrl, benchAdmin);
  const version = await publishBuild(
    remote,
    path.join(root, 'mfe-seller-dashboard/dist'),
    login.token.accessToken,
  );
  const channels = await callApi<{ data: Record<string, { stable?: { version: string } }> }>(
    'GET',
    '/remotes',
  );
  if (channels.data[remote]?.stable?.version !== version)
    throw new Error(`${remote} ${version} is not stable: ${JSON.stringify(channels.data)}`);
  return version;
}

/** Runs before the page's scripts: when the first row shows, and when its thumbnail's link is in. */
const instrument = `
  window.__speed = { firstRowAt: 0, firstThumbnailLinkAt: 0 };
  const now = () => performance.timeOrigin + performance.now();
  const watch = () => {
    const row = document.querySelector('table tbody tr');
    if (row && !window.__speed.firstRowAt) window.__speed.firstRowAt = now();
    if (row && row.querySelector('img[data-media-state="ready"]')) window.__speed.firstThumbnailLinkAt = now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

/**
 * The page as the old way served it: the registry's preload, none of the shell's chunks or the
 * remote's files, and no script of its own asking the list.
 */
function oldPage(html: string): string {
  return html
    .replace(/<script>[\s\S]*?<\/script>/, '')
    .replace(/<link rel="preload" as="script" href="[^"]*" \/>/g, '')
    .replace(
      /<link rel="preload" as="fetch" crossorigin="anonymous" href="[^"]*mf-manifest\.json" \/>/g,
      '',
    );
}

/**
 * The old way's page and list: the document is served without the remote's preloads, the
 * shell's early list read is refused, so the dashboard asks it itself once loaded, and its list
 * comes without `mediaLinks`, so it signs the first screen's links after it, as it did. Both ways get
 * their document through the same interception, so neither gains from it.
 */
async function wayOf(context: BrowserContext, way: Way): Promise<void> {
  await context.route(`${shellUrl}/dashboard`, async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    await route.fulfill({ response, body: way === 'old' ? oldPage(html) : html });
  });
  let listReads = 0;
  await context.route('**/seller/products?**', async (route) => {
    listReads += 1;
    if (way === 'new') return route.fallback();
    if (listReads === 1) return route.abort();
    // The list as the old dashboard asked it: without its thumbnails' links, which it then
    // asked for in a call of its own (POST /s3/signed-urls).
    const url = new URL(route.request().url());
    url.searchParams.delete('mediaLinks');
    return route.fallback({ url: url.toString() });
  });
}

interface Load {
  way: Way;
  firstRow: number;
  firstThumbnailLink: number;
  /** The end of the last request the row waited on. */
  lastByte: number;
  steps: number;
  chain: { url: string; start: number; end: number }[];
  requests: TimedRequest[];
}

async function oneLoad(browser: Browser, session: string, way: Way): Promise<Load> {
  const context = await sellerContext(browser, session, { width: 1280, height: 800 });
  await wayOf(context, way);
  const page = await context.newPage();
  const requests = await recordRequests(await context.newCDPSession(page), { latencyMs });
  await page.addInitScript(instrument);
  await page.goto(`${shellUrl}/dashboard`);
  await page.waitForFunction('window.__speed.firstThumbnailLinkAt > 0', undefined, {
    timeout: 60_000,
  });
  const marks = (await page.evaluate('window.__speed')) as {
    firstRowAt: number;
    firstThumbnailLinkAt: number;
  };
  const timeline = requests();
  await context.close();
  const document = timeline.find((request) => request.url === `${shellUrl}/dashboard`);
  if (!document) throw new Error('the document was not recorded');
  const chain = stepsBefore(timeline, marks.firstThumbnailLinkAt, firstRowReads);
  // When the network had delivered all the row waits on; what follows is the main thread's work.
  const lastByte = Math.max(
    ...timeline
      .filter((request) => request.end <= marks.firstThumbnailLinkAt)
      .filter((request) => onFirstScreenPath(request.url, firstRowReads))
      .map((request) => request.end),
  );
  const from = (at: number) => Math.round(at - document.start);
  return {
    way,
    firstRow: from(marks.firstRowAt),
    firstThumbnailLink: from(marks.firstThumbnailLinkAt),
    lastByte: from(lastByte),
    steps: chain.length,
    chain: chain.map((request) => ({
      url: request.url,
      start: from(request.start),
      end: from(request.end),
    })),
    requests: timeline.map((request) => ({
      ...request,
      start: from(request.start),
      end: from(request.end),
    })),
  };
}

const shortUrl = (url: string) => {
  const { pathname, port } = new URL(url);
  return `:${port}${pathname.length > 48 ? `…${pathname.slice(-47)}` : pathname}`;
};

function summary(loads: Load[]) {
  const middle = [...loads].sort((a, b) => a.firstThumbnailLink - b.firstThumbnailLink)[
    Math.floor(loads.length / 2)
  ]!;
  return {
    firstRow: median(loads.map((load) => load.firstRow)),
    firstThumbnailLink: median(loads.map((load) => load.firstThumbnailLink)),
    lastByte: median(loads.map((load) => load.lastByte)),
    range: [
      Math.min(...loads.map((load) => load.firstThumbnailLink)),
      Math.max(...loads.map((load) => load.firstThumbnailLink)),
    ],
    steps: median(loads.map((load) => load.steps)),
    stepCounts: loads.map((load) => load.steps),
    medianChain: middle.chain,
  };
}

async function main(): Promise<void> {
  await measureOnStack(
    'route-loading',
    async (browser) => {
      const session = await sellerWithDrops();
      const version = await publishDashboard();
      // One warm-up each: the services' and the server's first answers are not what is measured.
      await oneLoad(browser, session, 'old');
      await oneLoad(browser, session, 'new');
      const loads: Load[] = [];
      for (let run = 0; run < runs; run += 1) {
        loads.push(await oneLoad(browser, session, 'old'));
        loads.push(await oneLoad(browser, session, 'new'));
      }
      const old = summary(loads.filter((load) => load.way === 'old'));
      const now = summary(loads.filter((load) => load.way === 'new'));
      console.log(
        `\n/dashboard, ${dropCount} drops, dashboard ${version} from the registry; cache disabled, ` +
          `${latencyMs} ms round trips; ${runs} cold loads per way, alternating ` +
          `(load average ${loadavg()
            .map((load) => load.toFixed(1))
            .join(', ')})`,
      );
      for (const [way, figures] of [
        ['old', old],
        ['new', now],
      ] as const) {
        console.log(
          `  ${way}: first row ${ms(figures.firstRow)}, with its thumbnail's link ` +
            `${ms(figures.firstThumbnailLink)} (median; ${ms(figures.range[0]!)}–${ms(figures.range[1]!)}), ` +
            `${figures.steps} sequential steps (per load: ${figures.stepCounts.join(' ')}), ` +
            `its last request answered at ${ms(figures.lastByte)}`,
        );
        console.log(
          `    steps of the median load: ${figures.medianChain
            .map((request) => `${shortUrl(request.url)} ${request.start}-${request.end}`)
            .join(' → ')}`,
        );
      }
      console.log(
        `  new / old: first row with its thumbnail's link ${(now.firstThumbnailLink / old.firstThumbnailLink).toFixed(2)}, ` +
          `first row ${(now.firstRow / old.firstRow).toFixed(2)}, ` +
          `last request the row waits on ${(now.lastByte / old.lastByte).toFixed(2)}`,
      );
      return {
        dropCount,
        runs,
        latencyMs,
        version,
        old,
        new: now,
        loads,
      };
    },
    process.env,
    [
      // The document comes through Playwright's interception in both ways, and Chromium takes an
      // intercepted page for a public one, whose requests to localhost it would then refuse.
      '--disable-features=LocalNetworkAccessChecks',
    ],
  );
}

runBenchmark(main);
