/**
 * Webhook deliveries per second (issue 17): the catalog's delivery worker sending queued
 * deliveries, signed, over HTTP to a receiver on 127.0.0.1, 1 % of the endpoints answering 500
 * (their deliveries are rescheduled with backoff, as in production). Prints attempts per second
 * for the whole pass, the outcome counts, and p50/p99 of the recorded response times. MariaDB at
 * TEST_DATABASE_URL.
 *
 *     pnpm --filter @drops/bench webhooks [deliveries] [endpoints]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newId } from '@drops/db';
import { benchDatabase, startBenchServices } from './in-process';

const deliveries = Number(process.argv[2] ?? 5_000);
const endpoints = Number(process.argv[3] ?? 200);
const failingShare = 0.01;

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

async function main(): Promise<void> {
  let received = 0;
  const receiver = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received += 1;
      response.statusCode = request.url?.startsWith('/fail') ? 500 : 204;
      response.end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const receiverPort = (receiver.address() as AddressInfo).port;

  const database = await benchDatabase(['catalog']);
  const stack = await startBenchServices({
    services: ['catalog'],
    database,
    settings: {
      // The bench drives the worker itself (drain), with production's concurrency and timeout.
      catalog: { webhooks: { allowPrivate: true, worker: false }, outbox: { relay: false } },
    },
  });
  const { catalog } = stack.services;
  try {
    const failing = Math.max(1, Math.round(endpoints * failingShare));
    const endpointRows = Array.from({ length: endpoints }, (_, index) => ({
      id: newId(),
      seller_id: newId(),
      url: `http://127.0.0.1:${receiverPort}/${index < failing ? 'fail' : 'ok'}/${index}`,
      description: '',
      events: JSON.stringify(['drop.published']),
      secret_encrypted: catalog.webhookSecrets.seal(
        `whsec_${Buffer.alloc(32, index).toString('base64')}`,
      ),
      status: 'active',
      created_at: Date.now(),
    }));
    await database.knex.batchInsert('webhook_endpoints', endpointRows, 200);
    const body = JSON.stringify({
      type: 'drop.published',
      timestamp: new Date().toISOString(),
      data: { drop: { _id: newId(), name: 'Bench drop', status: 'Published' } },
    });
    for (let start = 0; start < deliveries; start += 500) {
      const batch = Array.from({ length: Math.min(500, deliveries - start) }, (_, offset) => {
        const endpoint = endpointRows[(start + offset) % endpoints] as (typeof endpointRows)[0];
        return {
          endpointId: endpoint.id,
          sellerId: endpoint.seller_id,
          messageId: `bench-${start + offset}`,
          eventType: 'drop.published',
          payload: body,
        };
      });
      await catalog.webhookDeliveriesRepository.queue(batch);
    }

    const started = performance.now();
    await catalog.webhookWorker.drain();
    const seconds = (performance.now() - started) / 1000;

    const outcomes = (await database
      .knex('webhook_deliveries')
      .groupBy('status')
      .select('status')
      .count({ total: '*' })) as { status: string; total: unknown }[];
    const times = (
      (await database.knex('webhook_attempts').select('response_time_ms')) as {
        response_time_ms: unknown;
      }[]
    )
      .map((row) => Number(row.response_time_ms))
      .sort((a, b) => a - b);
    console.log(
      `webhook deliveries: ${deliveries} to ${endpoints} endpoints (${failing} answering 500), concurrency 32`,
    );
    console.log(
      `  ${times.length} attempts in ${seconds.toFixed(2)} s: ${(times.length / seconds).toFixed(0)} deliveries/s (receiver saw ${received})`,
    );
    console.log(
      `  outcomes: ${outcomes.map((row) => `${row.status} ${Number(row.total)}`).join(', ')} (failed ones wait for their retry)`,
    );
    console.log(
      `  response time p50 ${percentile(times, 0.5)} ms, p99 ${percentile(times, 0.99)} ms, max ${times.at(-1) ?? 0} ms`,
    );
  } finally {
    await stack.stop();
    receiver.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
