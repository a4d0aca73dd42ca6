import { retryDelayMs } from '@drops/db';

/** A delivery is retried for 24 h from its creation (or from being sent again). */
export const retryWindowMs = 24 * 60 * 60 * 1000;

/** An endpoint whose deliveries have all failed for this long is disabled. */
export const disableAfterFailingMs = 3 * 24 * 60 * 60 * 1000;

export interface RetryTimings {
  /** The wait after the first failure; each later one doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

export const defaultRetryTimings: RetryTimings = {
  baseDelayMs: 5_000,
  maxDelayMs: 4 * 60 * 60 * 1000,
};

/**
 * When to try again after `failedAttempts` failures, or null once the window is over. The last
 * try lands on the window's end, so a receiver back at hour 23 still gets the event. A tenth of
 * jitter spreads retries of many deliveries that failed together (a receiver restarting).
 */
export function nextAttemptAt(
  failedAttempts: number,
  now: number,
  giveUpAt: number,
  timings: RetryTimings = defaultRetryTimings,
  random: () => number = Math.random,
): number | null {
  if (now >= giveUpAt) return null;
  const delay = retryDelayMs(failedAttempts, timings.baseDelayMs, timings.maxDelayMs);
  const jittered = delay + Math.floor(delay * 0.1 * random());
  return Math.min(now + jittered, giveUpAt);
}
