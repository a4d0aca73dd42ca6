import type { Knex } from 'knex';
import { auditActions, auditTargetTypes } from '@drops/contracts';
import { newId, toJson } from '@drops/db';
import { benchId } from './seed-large';

/** Who and what the seeded entries name, for the benches' filters. */
export interface SeededAuditLog {
  actors: string[];
  targets: string[];
  /** When the first entry was written (one entry a second after it). */
  start: number;
}

/**
 * Writes `entries` rows straight into `admin_audit_log` (5 administrators, every action, 10,000
 * targets, one entry a second up to now), or none when the table already holds as many (a kept
 * bench database).
 */
export async function seedAuditLog(
  knex: Knex,
  entries: number,
  log: (line: string) => void,
): Promise<SeededAuditLog> {
  // Fixed ids (apart from seed-large's), so a kept database's entries match them on the next run.
  const actors = Array.from({ length: 5 }, (_, index) => benchId(0xa0000000 + index));
  const targets = Array.from({ length: 10_000 }, (_, index) => benchId(0xb0000000 + index));
  const start = Date.now() - entries * 1000;
  const held = await knex('admin_audit_log').count({ n: '*' }).first();
  if (Number(held?.n ?? 0) >= entries) {
    log(`admin_audit_log already holds ${held?.n} entries`);
    return { actors, targets, start };
  }
  const seedStarted = performance.now();
  const batch = 5_000;
  for (let offset = 0; offset < entries; offset += batch) {
    const rows = Array.from({ length: Math.min(batch, entries - offset) }, (_, index) => {
      const n = offset + index;
      return {
        id: newId(),
        created_at: start + n * 1000,
        actor_id: actors[n % actors.length]!,
        actor_email: `admin${n % actors.length}@drops.test`,
        action: auditActions[n % auditActions.length]!,
        target_type: auditTargetTypes[n % auditTargetTypes.length]!,
        target_id: targets[n % targets.length]!,
        before_values: toJson({ status: 'published', badge: false }),
        after_values: toJson({ status: 'paused', badge: false }),
        reason: n % 3 === 0 ? 'other' : null,
        note: n % 3 === 0 ? `Note ${n}` : null,
        request_id: `bench-${n}`,
      };
    });
    await knex('admin_audit_log').insert(rows);
  }
  log(`seeded ${entries} entries in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  await knex.raw('ANALYZE TABLE admin_audit_log');
  return { actors, targets, start };
}
