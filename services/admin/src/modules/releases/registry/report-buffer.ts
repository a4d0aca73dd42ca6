import type { LoadCount } from '../load-counts-repository';

/**
 * Reports summed in memory between two writes (one statement a second, whatever the traffic).
 * Bounded: past `maxKeys` distinct (remote, version, minute, kind) keys, new keys are dropped
 * until the next flush, so a flood costs memory no more than that.
 */
export class ReportBuffer {
  private counts = new Map<string, LoadCount>();

  constructor(private readonly maxKeys = 10_000) {}

  /** Adds one report line; false when the buffer is full and it was dropped. */
  add(report: Omit<LoadCount, 'minute' | 'count'> & { count?: number }, minute: number): boolean {
    const key = `${report.remote}/${report.version}/${minute}/${report.kind}`;
    const known = this.counts.get(key);
    const count = report.count ?? 1;
    if (known) {
      known.count += count;
      return true;
    }
    if (this.counts.size >= this.maxKeys) return false;
    this.counts.set(key, { ...report, minute, count });
    return true;
  }

  /** Everything summed so far; the buffer starts empty again. */
  drain(): LoadCount[] {
    const drained = [...this.counts.values()];
    this.counts = new Map();
    return drained;
  }

  /** Puts drained counts back (their write failed): they go with the next flush. */
  restore(counts: LoadCount[]): void {
    for (const count of counts) {
      const { minute, ...report } = count;
      this.add(report, minute);
    }
  }
}
