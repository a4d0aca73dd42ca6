/**
 * Reads the shell starts for the page being opened, before the page's remote has loaded
 * (issue 28: the dashboard's list and its code arrive together instead of one after the other).
 * The shell and each remote bundle their own copy of this package, so the reads meet on the
 * window, under a key no copy can miss.
 */
const slot = Symbol.for('drops.prefetched-reads');

/** An answer older than this is not taken: the page asks afresh. */
const freshForMs = 10_000;

interface PrefetchedRead {
  /** The answer's body; rejects when the read failed or was refused. */
  answer: Promise<unknown>;
  /** The token it was asked with: another session never takes it. */
  token: string | undefined;
  at: number;
}

/** The same read whatever the order of its query's parameters. */
function readKey(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.sort();
  return parsed.toString();
}

function reads(): Map<string, PrefetchedRead> {
  const holder = globalThis as { [slot]?: Map<string, PrefetchedRead> };
  holder[slot] ??= new Map();
  return holder[slot];
}

/** Keeps a read started ahead, for the first GET of the same address with the same token. */
export function keepPrefetchedRead(
  url: string,
  token: string | undefined,
  answer: Promise<unknown>,
) {
  // Nobody may ever take it (the page changed): its failure is no one's to report.
  answer.catch(() => undefined);
  reads().set(readKey(url), { answer, token, at: Date.now() });
}

/** Whether a fresh read is kept for this address and token (started by the page's own script). */
export function isPrefetched(url: string, token: string): boolean {
  const kept = reads().get(readKey(url));
  return kept !== undefined && kept.token === token && Date.now() - kept.at <= freshForMs;
}

/** The read kept for this address and token, once; undefined when none (or a stale one). */
export function takePrefetchedRead(
  url: string,
  token: string | null | undefined,
): Promise<unknown> | undefined {
  const key = readKey(url);
  const kept = reads().get(key);
  if (!kept) return undefined;
  reads().delete(key);
  if (kept.token !== (token ?? undefined) || Date.now() - kept.at > freshForMs) return undefined;
  return kept.answer;
}
