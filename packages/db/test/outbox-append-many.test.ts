import { createOutbox, Outbox, outboxTables, type ServiceEvent } from '../src';
import { createTestDatabase, type TestDatabase } from '../src/testing';

/** `Outbox.appendMany` (issue 17): many events in multi-row inserts, on MariaDB. */
let database: TestDatabase;
const events = outboxTables('bulk').events;

beforeAll(async () => {
  database = await createTestDatabase();
  await createOutbox(database.knex, 'bulk');
});
afterAll(() => database.destroy());

function outboxWith(delivered: ServiceEvent[]): Outbox {
  return new Outbox(database.knex, {
    owner: 'bulk',
    subscribers: [
      { name: 'search', types: ['drop.'] },
      { name: 'mail', types: ['drop.live'] },
    ],
    deliver: async (_subscriber, batch) => {
      delivered.push(...batch);
    },
  });
}

describe('Outbox.appendMany', () => {
  it('writes each event once per subscriber in few statements, in the order given', async () => {
    const delivered: ServiceEvent[] = [];
    const outbox = outboxWith(delivered);
    const wanted = Array.from({ length: 1_500 }, (_, index) => ({
      type: index % 2 === 0 ? 'drop.live' : 'drop.ended',
      entityId: `drop-${index}`,
      payload: { index },
    }));
    let inserts = 0;
    const countInserts = (query: { sql: string }) => {
      if (query.sql.startsWith('insert')) inserts += 1;
    };
    database.knex.on('query', countInserts);
    const stored = await database.knex.transaction((trx) =>
      outbox.appendMany(trx, [...wanted, { type: 'seller.renamed', entityId: 's', payload: {} }]),
    );
    database.knex.off('query', countInserts);

    // 750 live events for two subscribers, 750 ended for one, one kept for no one: 2,251 rows
    // in three inserts of at most 1,000, not one round trip per event.
    expect(inserts).toBe(3);
    expect(new Set(stored.map((event) => event.id)).size).toBe(1_501);
    const rows = (await database
      .knex(events)
      .orderBy('seq')
      .select('event_id', 'subscriber', 'entity_id', 'delivered_at')) as {
      event_id: string;
      subscriber: string;
      entity_id: string;
      delivered_at: unknown;
    }[];
    expect(rows).toHaveLength(2_251);
    const search = rows.filter((row) => row.subscriber === 'search');
    expect(search.map((row) => row.entity_id)).toEqual(wanted.map((event) => event.entityId));
    expect(rows.filter((row) => row.subscriber === 'mail')).toHaveLength(750);
    const nobody = rows.filter((row) => row.subscriber === '-');
    expect(nobody).toHaveLength(1);
    expect(nobody[0]?.delivered_at).not.toBeNull();

    // The relay delivers them as any appended event, the bulk's order kept per subscriber.
    await outbox.deliverPending();
    expect(delivered).toHaveLength(2_250);
    expect((await outbox.backlog()).every((entry) => entry.undelivered === 0)).toBe(true);
  });

  it('writes nothing when the transaction rolls back, and nothing for no events', async () => {
    await database.knex(events).delete();
    const outbox = outboxWith([]);
    await expect(
      database.knex.transaction(async (trx) => {
        await outbox.appendMany(trx, [{ type: 'drop.live', entityId: 'x', payload: {} }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await database.knex.transaction((trx) => outbox.appendMany(trx, []))).toEqual([]);
    expect(await database.knex(events).count({ n: '*' }).first()).toEqual({ n: 0 });
  });
});
