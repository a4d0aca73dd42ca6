import type { Knex } from 'knex';

const auditLogTable = 'admin_audit_log';

/**
 * Issue 31 item 3: the target's name as the entry recorded it (a drop's or category's name, a
 * seller's username), so the Activity page finds targets by name. Entries recorded before have
 * none (the log refuses UPDATE, so they are not filled in) and are found by their id.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable(auditLogTable, (table) => {
    table.string('target_name', 200).nullable();
    table.index(['target_name', 'seq'], 'admin_audit_log_target_name');
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.alterTable(auditLogTable, (table) => {
    table.dropIndex(['target_name', 'seq'], 'admin_audit_log_target_name');
    table.dropColumn('target_name');
  });
}
