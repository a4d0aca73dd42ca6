import { Pool } from 'undici';

/**
 * Latency where the server is not the bottleneck: calls at a fixed total rate over a pool of 50
 * kept-alive connections, each timed from its send to its last byte. The calls arrive
 * independently (exponential gaps, an open loop), as users' do: autocannon's fixed rate sends
 * every connection's call in the same instant, so a burst of 50 queued and p99 read the CPU gap
 * again, and it counts latency in whole milliseconds. At full speed p99 is the queue of a
 * saturated process, which measures throughput again. Answers every call's latency, in ms.
 */
export async function latenciesAtFixedRate(
  url: string,
  options: { headers?: Record<string, string>; seconds: number; rate: number; status?: number },
): Promise<number[]> {
  const target = new URL(url);
  const pool = new Pool(target.origin, { connections: 50, pipelining: 1 });
  const expected = options.status ?? 200;
  const latencies: number[] = [];
  const calls: Promise<void>[] = [];
  const call = async () => {
    const sent = performance.now();
    const { statusCode, body } = await pool.request({
      path: target.pathname + target.search,
      method: 'GET',
      headers: options.headers,
    });
    await body.arrayBuffer();
    if (statusCode !== expected) throw new Error(`${url} answered ${statusCode} at a fixed rate`);
    latencies.push(performance.now() - sent);
  };
  const until = performance.now() + options.seconds * 1000;
  let next = performance.now();
  while (next < until) {
    next += -Math.log(1 - Math.random()) * (1000 / options.rate);
    const wait = next - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    calls.push(call());
  }
  await Promise.all(calls);
  await pool.close();
  return latencies;
}

/** The value below which `share` of the values fall (0.99: p99). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? Number.NaN;
}
