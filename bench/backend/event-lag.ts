/**
 * Event delivery lag (issue 15): a burst of 10,000 seller events written to the seller service's
 * outbox (one transaction each, as real changes are), delivered by its relay to the real catalog
 * over HTTP with a service token, and applied there once each. Prints p50/p99/max of the time from
 * an event's commit to its apply, and the burst's total drain time. MySQL at TEST_DATABASE_URL.
 *
 *     pnpm --filter @drops/bench event-lag [events]
 */
import { newId } from '@drops/db';
import { benchDatabase, startBenchServices } from './in-process';

const events = Number(process.argv[2] ?? 10_000);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function main(): Promise<void> {
  const database = await benchDatabase(['seller', 'catalog']);
  const stack = await startBenchServices({ services: ['seller', 'catalog'], database });
  const { seller } = stack.services;
  try {
    const sellers = Array.from({ length: 100 }, () => newId());
    const started = Date.now();
    for (let index = 0; index < events; index += 1) {
      const id = sellers[index % sellers.length] as string;
      await database.knex.transaction((trx) =>
        seller.outbox.append(trx, {
          type: 'seller.updated',
          entityId: id,
          payload: {
            seller: {
              id,
              username: `bench_${id}`,
              accountType: 'sell',
              isApproved: true,
              isActive: index % 2 === 0,
            },
          },
        }),
      );
    }
    const written = Date.now();
    for (;;) {
      const [backlog] = await seller.outbox.backlog();
      if (!backlog || backlog.undelivered === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const drained = Date.now();
    const rows = (await database
      .knex('catalog_inbox')
      .join('seller_outbox', 'seller_outbox.event_id', 'catalog_inbox.event_id')
      .select('seller_outbox.created_at as committed', 'catalog_inbox.applied_at as applied')) as {
      committed: unknown;
      applied: unknown;
    }[];
    const lags = rows
      .map((row) => Number(row.applied) - Number(row.committed))
      .sort((a, b) => a - b);
    console.log(
      `\nEvent delivery, ${events} events in a burst (seller outbox -> catalog inbox, MySQL)`,
    );
    console.log(
      `  written in      ${written - started} ms (${Math.round(events / ((written - started) / 1000))} events/s)`,
    );
    console.log(`  drained after   ${drained - written} ms past the last write`);
    console.log(`  applied         ${rows.length} (each once)`);
    console.log(
      `  commit -> apply p50 ${percentile(lags, 0.5)} ms, p99 ${percentile(lags, 0.99)} ms, max ${lags.at(-1) ?? 0} ms`,
    );
  } finally {
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
