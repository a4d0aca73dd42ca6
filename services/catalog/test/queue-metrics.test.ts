import { newId } from '@drops/db';
import { catalogForTests } from './fixtures';

/**
 * Issue 19: the depth of each job queue on the metrics port, read as Prometheus reads it: the
 * phase jobs (`drop_phase_jobs`), the thumbnail jobs and the webhook deliveries backlog.
 * The workers are off so the queues hold still while the test reads them.
 */
const catalog = catalogForTests(undefined, {
  metrics: { port: 0, host: '127.0.0.1' },
  phaseRunner: { enabled: false },
  thumbnails: { runWorker: false },
  webhooks: { worker: false },
});
let metricsUrl: string;

beforeAll(async () => {
  metricsUrl = `http://127.0.0.1:${catalog.app.metricsAddress()!.port}/metrics`;
});

async function gauge(name: string, state: string): Promise<number | null> {
  const text = await (await fetch(metricsUrl)).text();
  const line = text
    .split('\n')
    .find((entry) => entry.startsWith(`${name}{`) && entry.includes(`state="${state}"`));
  return line === undefined ? null : Number(line.split(' ').at(-1));
}

it('reports the thumbnail jobs waiting and being made', async () => {
  expect(await gauge('drop_thumbnail_jobs', 'pending')).toBe(0);
  const jobs = catalog.app.thumbnails.jobs;
  await jobs.enqueue('products/one.png');
  await jobs.enqueue('products/two.png');
  await jobs.enqueue('products/three.png');
  expect(await jobs.lease('metrics-test', 60_000)).not.toBeNull();
  expect(await gauge('drop_thumbnail_jobs', 'pending')).toBe(2);
  expect(await gauge('drop_thumbnail_jobs', 'processing')).toBe(1);
});

it('reports the webhook deliveries pending, and of them those due now', async () => {
  expect(await gauge('drop_webhook_deliveries', 'pending')).toBe(0);
  const deliveries = catalog.app.webhookDeliveriesRepository;
  const sellerId = newId();
  const endpoint = await catalog.app.webhookEndpointsRepository.insert({
    sellerId,
    url: 'https://hooks.example/drops',
    description: 'metrics test',
    events: ['drop.live'],
    sealedSecret: catalog.app.webhookSecrets.seal('whsec_metrics-test'),
  });
  const delivery = (messageId: string) => ({
    endpointId: endpoint._id,
    sellerId,
    messageId,
    eventType: 'drop.live',
    payload: '{}',
  });
  const now = Date.now();
  await deliveries.queue([delivery('due-1'), delivery('due-2')], now - 1_000);
  // A retry waiting an hour: part of the backlog, not yet due.
  await deliveries.queue([delivery('later')], now + 3_600_000);
  expect(await gauge('drop_webhook_deliveries', 'pending')).toBe(3);
  expect(await gauge('drop_webhook_deliveries', 'due')).toBe(2);
  // One taken by a worker is still pending but no longer waiting for one.
  expect(await deliveries.claimDue(Date.now(), 60_000, 1)).toHaveLength(1);
  expect(await gauge('drop_webhook_deliveries', 'pending')).toBe(3);
  expect(await gauge('drop_webhook_deliveries', 'due')).toBe(1);
});

it('still reports the phase jobs', async () => {
  expect(await gauge('drop_phase_jobs', 'pending')).toBe(0);
});
