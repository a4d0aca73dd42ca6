import type { Knex } from 'knex';
import type { ServiceApp } from '@drops/service-kit';
import { bearer, sellDrop } from '../../../../test/fixtures';

/** What the two phase-runner race tests check: many drops, one launch, runners racing. */

/** Creates `count` sell drops launching at `launch`, each answered as scheduled; their ids. */
export async function scheduleDrops(
  app: ServiceApp,
  sellerId: string,
  count: number,
  launch: number,
  namePrefix: string,
): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const response = await app.inject({
      method: 'POST',
      url: '/seller/products',
      headers: bearer(app, sellerId),
      payload: sellDrop({
        name: `${namePrefix} ${index}`,
        launchDate: new Date(launch).toISOString(),
      }),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data.phase).toBe('scheduled');
    ids.push(response.json().data._id as string);
  }
  return ids;
}

/** Polls until every drop is live or `deadline` (ms since the epoch) passes; then all must be. */
export async function expectAllLiveBy(
  db: Knex,
  ids: readonly string[],
  deadline: number,
  pollMs: number,
): Promise<void> {
  const liveCount = async () =>
    Number(
      (
        (await db('products')
          .whereIn('id', ids)
          .where('phase', 'live')
          .count({ n: '*' })
          .first()) as {
          n: unknown;
        }
      ).n,
    );
  while ((await liveCount()) < ids.length && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  expect(await liveCount()).toBe(ids.length);
}

export interface LiveEvent {
  entity_id: string;
  event_id: string;
  created_at: unknown;
}

/** Each drop went live once: exactly one `drop.live` event each, given back with its time. */
export async function expectOneLiveEventEach(
  db: Knex,
  ids: readonly string[],
): Promise<LiveEvent[]> {
  const events = (await db('catalog_outbox')
    .whereIn('entity_id', ids)
    .where('type', 'drop.live')
    .select('entity_id', 'event_id', 'created_at')) as LiveEvent[];
  const perDrop = new Map<string, Set<string>>();
  for (const event of events)
    perDrop.set(event.entity_id, (perDrop.get(event.entity_id) ?? new Set()).add(event.event_id));
  expect(perDrop.size).toBe(ids.length);
  expect([...perDrop.values()].every((eventIds) => eventIds.size === 1)).toBe(true);
  return events;
}

/** No phase job is left behind for the drops. */
export async function expectNoJobsLeft(db: Knex, ids: readonly string[]): Promise<void> {
  expect(
    await db('catalog_phase_jobs').whereIn('product_id', ids).count({ n: '*' }).first(),
  ).toEqual({ n: 0 });
}
