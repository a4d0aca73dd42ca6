/**
 * Sequential steps of a page load (issue 28's loading speed): a step is a request that started
 * only after another had finished, so the number of steps is the longest chain of requests each
 * waiting for the one before. Read from Chromium's DevTools protocol events by the route-loading
 * bench and its e2e check.
 */

export interface TimedRequest {
  url: string;
  /** Milliseconds on any one clock. */
  start: number;
  end: number;
}

/** The longest chain of `requests` in which each request started after the previous ended. */
export function longestChain(requests: TimedRequest[]): TimedRequest[] {
  const sorted = [...requests].sort((a, b) => a.end - b.end);
  const chains = new Map<TimedRequest, TimedRequest[]>();
  let longest: TimedRequest[] = [];
  for (const request of sorted) {
    let before: TimedRequest[] = [];
    for (const earlier of sorted) {
      if (earlier.end > request.start) break;
      const chain = chains.get(earlier)!;
      if (chain.length > before.length) before = chain;
    }
    const chain = [...before, request];
    chains.set(request, chain);
    if (chain.length > longest.length) longest = chain;
  }
  return longest;
}

/**
 * What a first screen waits on: the page, scripts, the federation manifests, the registry's
 * channels, and the API reads named by `reads` (the list, its media links); not images, reports
 * or calls the screen does not need to show its first row.
 */
export function onFirstScreenPath(url: string, reads: RegExp[]): boolean {
  const { pathname } = new URL(url);
  if (/\.js$/.test(pathname) || pathname.endsWith('/mf-manifest.json')) return true;
  if (pathname.endsWith('/api/v1/remotes')) return true;
  if (reads.some((read) => read.test(url))) return true;
  // The document: any path without an extension that is not an API call.
  return !pathname.includes('/api/') && !/\.[a-z0-9]+$/i.test(pathname);
}

/** Steps before `until`: the longest chain among the first screen's requests that ended by then. */
export function stepsBefore(
  requests: TimedRequest[],
  until: number,
  reads: RegExp[],
): TimedRequest[] {
  return longestChain(
    requests.filter((request) => request.end <= until && onFirstScreenPath(request.url, reads)),
  );
}

/**
 * What the recorder needs of Playwright's CDPSession, without depending on Playwright: any
 * session is one (its methods take more precise arguments, which `never` accepts).
 */
export interface DevToolsSession {
  on(event: never, listener: never): unknown;
  send(method: never, params?: never): Promise<unknown>;
}

/**
 * Turns on the bench's network conditions (no cache, `latencyMs` added to every round trip)
 * and records each finished request with its start and end in epoch milliseconds (the clock of
 * `performance.timeOrigin + performance.now()` in the page). Failed requests and CORS preflights
 * are left out.
 */
export async function recordRequests(
  session: DevToolsSession,
  { latencyMs }: { latencyMs: number },
): Promise<() => TimedRequest[]> {
  // Typed loosely (see DevToolsSession): each event's fields are read as the protocol defines them.
  const on = session.on.bind(session) as unknown as <Event>(
    name: string,
    listener: (event: Event) => void,
  ) => void;
  const send = session.send.bind(session) as unknown as (
    method: string,
    params?: object,
  ) => Promise<unknown>;
  const started = new Map<string, { url: string; start: number }>();
  const finished: TimedRequest[] = [];
  // The protocol's timestamps are monotonic seconds; wallTime (epoch seconds) comes with each
  // request's start, which gives the offset between the two clocks.
  let epochOffset = 0;
  on(
    'Network.requestWillBeSent',
    (event: {
      requestId: string;
      timestamp: number;
      wallTime: number;
      type?: string;
      request: { url: string; method: string };
    }) => {
      epochOffset = event.wallTime - event.timestamp;
      // A CORS preflight belongs to its request: the step is the request's.
      if (event.type === 'Preflight' || event.request.method === 'OPTIONS') return;
      started.set(event.requestId, {
        url: event.request.url,
        start: (event.timestamp + epochOffset) * 1000,
      });
    },
  );
  on('Network.loadingFinished', (event: { requestId: string; timestamp: number }) => {
    const request = started.get(event.requestId);
    if (request) finished.push({ ...request, end: (event.timestamp + epochOffset) * 1000 });
  });
  await send('Network.enable');
  await send('Network.setCacheDisabled', { cacheDisabled: true });
  await send('Network.emulateNetworkConditions', {
    offline: false,
    latency: latencyMs,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  return () => [...finished];
}
