/**
 * Issue 28, point 5: a canary whose failure rate over the last 5 minutes exceeds 2% and twice
 * stable's, with at least 50 loads, is taken out automatically.
 */
export const canaryHealthRule = {
  windowMinutes: 5,
  minimumLoads: 50,
  maximumFailureRate: 0.02,
  timesStable: 2,
} as const;

export interface LoadTally {
  loads: number;
  failures: number;
}

export const failureRateOf = ({ loads, failures }: LoadTally): number =>
  loads === 0 ? 0 : failures / loads;

export function canaryFails(canary: LoadTally, stable: LoadTally): boolean {
  const rate = failureRateOf(canary);
  return (
    canary.loads >= canaryHealthRule.minimumLoads &&
    rate > canaryHealthRule.maximumFailureRate &&
    rate > canaryHealthRule.timesStable * failureRateOf(stable)
  );
}

const percentOf = (tally: LoadTally) => `${(failureRateOf(tally) * 100).toFixed(1)}%`;

/** The rates as the audit log's note says them. */
export function describeRates(
  canaryVersion: string,
  canary: LoadTally,
  stableVersion: string,
  stable: LoadTally,
): string {
  return (
    `Canary ${canaryVersion} failed ${canary.failures} of ${canary.loads} loads (${percentOf(canary)}); ` +
    `stable ${stableVersion} ${stable.failures} of ${stable.loads} (${percentOf(stable)}) ` +
    `over the last ${canaryHealthRule.windowMinutes} minutes.`
  );
}
