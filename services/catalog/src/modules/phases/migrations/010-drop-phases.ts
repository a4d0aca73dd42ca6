import type { Knex } from 'knex';
import { nextPhaseChangeAt, phaseAt } from '../domain/drop-phase';
import { phaseInputsOf, type PhaseColumns } from '../domain/phase-row';
import { phaseJobsTable } from '../phase-jobs-table';

/**
 * Issue 17: each drop's phase and the zone of its times on `products`, and one job row per drop
 * whose phase will change by itself (`due_at`, the instant), claimed by one runner at a time.
 * Existing drops get the phase of the migration's moment and their next job.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('products', (table) => {
    table.string('phase', 16).notNullable().defaultTo('draft');
    table.string('time_zone', 64).nullable();
  });
  await db.schema.createTable(phaseJobsTable, (table) => {
    table.string('product_id', 24).primary();
    table.bigInteger('due_at').notNullable();
    /** The pass that holds the job, and until when (another runner takes it after). */
    table.string('claim', 36).nullable();
    table.bigInteger('claimed_until').notNullable().defaultTo(0);
    table.index(['due_at'], 'catalog_phase_jobs_due');
    table.index(['claim'], 'catalog_phase_jobs_claim');
  });
  const now = Date.now();
  let after = '';
  for (;;) {
    const rows = (await db('products')
      .where('id', '>', after)
      .orderBy('id')
      .limit(1000)
      .select(
        'id',
        'status',
        'launch_date',
        'expiry_date',
        'allow_early_access',
        'time_window',
      )) as (PhaseColumns & { id: string })[];
    if (rows.length === 0) break;
    after = rows[rows.length - 1]!.id;
    const jobs: { product_id: string; due_at: number }[] = [];
    const byPhase = new Map<string, string[]>();
    for (const row of rows) {
      const drop = phaseInputsOf(row);
      const phase = phaseAt(drop, now);
      byPhase.set(phase, [...(byPhase.get(phase) ?? []), row.id]);
      const due = nextPhaseChangeAt(drop, now);
      if (due !== null) jobs.push({ product_id: row.id, due_at: due });
    }
    for (const [phase, ids] of byPhase) await db('products').whereIn('id', ids).update({ phase });
    if (jobs.length > 0) await db(phaseJobsTable).insert(jobs);
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(phaseJobsTable);
  await db.schema.alterTable('products', (table) => {
    table.dropColumn('phase');
    table.dropColumn('time_zone');
  });
}
