import type { Browser } from '@playwright/test';

export interface LoadMeasure {
  firstContentfulPaint: number;
  /** Painted, ready element on screen, main thread past its last long task: see bench/README.md. */
  interactive: number;
  javascriptBytes: number;
  javascriptFiles: number;
  javascriptByOrigin: Record<string, number>;
}

/**
 * Runs in the page before any of its scripts: records long tasks, and the moment the screen's
 * ready element (the sign-in button, or the dashboard heading with its list settled) appears.
 */
const instrument = `
  window.__bench = { longTasks: [], readyAt: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__bench.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const isReady = () => {
    if (location.pathname === '/dashboard') {
      const area = document.querySelector('[data-remote="mfeSellerDashboard"]');
      return !!area && !!area.querySelector('h1') && !area.querySelector('[role="status"]');
    }
    const button = document.querySelector('form button[type="submit"]');
    return !!button && !button.disabled;
  };
  const watch = () => {
    if (isReady()) window.__bench.readyAt = performance.now();
    else requestAnimationFrame(watch);
  };
  requestAnimationFrame(watch);
`;

const readMetrics = `(() => {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  const { readyAt, longTasks } = window.__bench;
  const lastTaskEnd = longTasks.filter(([start]) => start <= readyAt).reduce((end, [, taskEnd]) => Math.max(end, taskEnd), 0);
  const fcp = paint ? paint.startTime : 0;
  return { fcp, readyAt, interactive: Math.max(fcp, readyAt, lastTaskEnd) };
})()`;

/** One cold load: a fresh browser context (empty cache), with the given local storage. */
export async function measureLoad(
  browser: Browser,
  url: string,
  localStorage: Record<string, string>,
): Promise<LoadMeasure> {
  const origin = new URL(url).origin;
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: Object.entries(localStorage).map(([name, value]) => ({ name, value })),
        },
      ],
    },
  });
  const page = await context.newPage();
  await page.addInitScript(instrument);
  const byOrigin: Record<string, number> = {};
  let files = 0;
  const sized: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().endsWith('.js')) return;
    sized.push(
      request.sizes().then((sizes) => {
        const from = new URL(request.url()).origin;
        byOrigin[from] = (byOrigin[from] ?? 0) + sizes.responseBodySize;
        files += 1;
      }),
    );
  });
  await page.goto(url);
  await page.waitForFunction('window.__bench.readyAt > 0', undefined, { timeout: 30_000 });
  // Let a long task that started just before "ready" finish and be reported.
  await page.waitForTimeout(300);
  const metrics = (await page.evaluate(readMetrics)) as { fcp: number; interactive: number };
  await Promise.all(sized);
  await context.close();
  return {
    firstContentfulPaint: metrics.fcp,
    interactive: metrics.interactive,
    javascriptBytes: Object.values(byOrigin).reduce((sum, bytes) => sum + bytes, 0),
    javascriptFiles: files,
    javascriptByOrigin: byOrigin,
  };
}
