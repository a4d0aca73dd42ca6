/**
 * Drop launches (issue 17): 10,000 published drops set to launch in the same second, two catalog
 * replicas (each with its phase runner, each its own database pool) over one MariaDB database at
 * TEST_DATABASE_URL. Prints the time until the last drop is live, that each went live once, the
 * p50/p99/max lateness (its drop.live event's write time minus the launch), then the runners'
 * cost when idle: queries a second and CPU over 10 s with jobs waiting far ahead.
 *
 *     pnpm --filter @drops/bench launch-jobs [drops]
 */
import { newId } from '@drops/db';
import type { ServiceApp } from '@drops/service-kit';
import { benchDatabase, startBenchServices } from './in-process';

const drops = Number(process.argv[2] ?? 10_000);

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;
}

/** Published drops and their jobs as a publish leaves them, written in bulk (setup only). */
async function seed(db: ServiceApp['db'], launch: number, count: number): Promise<void> {
  const sellerId = newId();
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, index) => ({
      id: newId(),
      seller_id: sellerId,
      name: `Launch ${start + index}`,
      description: 'bench',
      brand_name: '',
      category: 'tech',
      main_image: 'products/bench.png',
      visuals: '[]',
      purchase_url: 'https://shop.example/bench',
      launch_date: launch,
      tags: '[]',
      categories: '[]',
      curated_value_tag: '[]',
      variations_title: '',
      variations_objects: '[]',
      features: '[]',
      feedbacks: '[]',
      series_name: '',
      status: 'published',
      selling: true,
      phase: 'scheduled',
      created_at: now,
      updated_at: now,
    }));
    await db('products').insert(rows);
    await db('catalog_phase_jobs').insert(
      rows.map((row) => ({ product_id: row.id, due_at: launch, claim: null, claimed_until: 0 })),
    );
  }
}

async function main(): Promise<void> {
  const database = await benchDatabase(['catalog']);
  const db = database.knex;
  const launch = Math.ceil((Date.now() + 30_000) / 1000) * 1000;
  await seed(db, launch, drops);
  console.log(`${drops} drops seeded, launching in ${((launch - Date.now()) / 1000).toFixed(1)} s`);
  // Two catalogs, each with its own pool: the stack's, and a second instance of it.
  const stack = await startBenchServices({ services: ['catalog'], database, ownPools: true });
  const secondReplica = await stack.buildService('catalog');
  await secondReplica.ready();
  const replicas = [stack.services.catalog, secondReplica];
  try {
    const live = async () =>
      Number(
        ((await db('products').where('phase', 'live').count({ n: '*' }).first()) as { n: unknown })
          .n,
      );
    while ((await live()) < drops && Date.now() < launch + 120_000)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const events = (await db('catalog_outbox')
      .where('type', 'drop.live')
      .select('entity_id', 'created_at')) as { entity_id: string; created_at: unknown }[];
    const perDrop = new Map<string, number>();
    for (const event of events)
      perDrop.set(event.entity_id, (perDrop.get(event.entity_id) ?? 0) + 1);
    const lateness = events.map((event) => Number(event.created_at) - launch).sort((a, b) => a - b);
    const once = [...perDrop.values()].every((count) => count === 1);
    console.log(`live: ${await live()} of ${drops}; drop.live events: ${events.length}`);
    console.log(`each transition once: ${once && perDrop.size === drops ? 'yes' : 'NO'}`);
    console.log(
      `last live after the launch: ${lateness.at(-1) ?? NaN} ms; lateness p50 ${percentile(lateness, 0.5)} ms, p99 ${percentile(lateness, 0.99)} ms`,
    );

    // Idle: one job due in an hour; count the runners' queries and CPU for 10 s.
    await db('catalog_phase_jobs').insert({
      product_id: newId(),
      due_at: Date.now() + 3_600_000,
      claim: null,
      claimed_until: 0,
    });
    let queries = 0;
    for (const app of replicas) app.db.on('query', () => (queries += 1));
    const cpuBefore = process.cpuUsage();
    const started = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const seconds = (Date.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `idle, 2 replicas: ${(queries / seconds).toFixed(1)} queries/s in all; CPU ${(((cpu.user + cpu.system) / 1000 / seconds / 1000) * 100).toFixed(2)} % of a core (both replicas' process)`,
    );
  } finally {
    await secondReplica.close();
    await stack.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
