import type { Knex } from 'knex';
import { isMysql } from '@drops/db';

export const auditLogTable = 'admin_audit_log';

/** The words the table answers an UPDATE or DELETE with (MySQL SIGNAL, SQLite RAISE). */
export const auditLogAppendOnly = 'admin_audit_log is append-only';

/**
 * `admin_audit_log` (issue 16): one row per administrator action, newest by `seq`. The table
 * itself refuses UPDATE and DELETE (BEFORE triggers), so no code path, ours or a person's SQL
 * session, can rewrite the record; only dropping the table (a migration's `down`) removes it.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable(auditLogTable, (table) => {
    table.bigIncrements('seq').primary();
    table.string('id', 24).notNullable().unique();
    table.bigInteger('created_at').notNullable();
    table.string('actor_id', 24).notNullable();
    table.string('actor_email', 254).notNullable();
    table.string('action', 32).notNullable();
    table.string('target_type', 16).notNullable();
    table.string('target_id', 64).notNullable();
    table.text('before_values').nullable();
    table.text('after_values').nullable();
    table.string('reason', 32).nullable();
    table.string('note', 500).nullable();
    table.string('request_id', 128).nullable();
    table.index(['created_at'], 'admin_audit_log_created_at');
    table.index(['actor_id', 'seq'], 'admin_audit_log_actor');
    table.index(['actor_email', 'seq'], 'admin_audit_log_actor_email');
    table.index(['action', 'seq'], 'admin_audit_log_action');
    // An action within dates (the Activity page's usual narrowing) reads only that window.
    table.index(['action', 'created_at'], 'admin_audit_log_action_time');
    table.index(['target_type', 'seq'], 'admin_audit_log_target_type');
    // A target's history is asked by id alone (the dialogs and the Activity filter).
    table.index(['target_id', 'seq'], 'admin_audit_log_target_id');
  });
  if (isMysql(db)) {
    for (const event of ['UPDATE', 'DELETE']) {
      await db.raw(
        `CREATE TRIGGER ${auditLogTable}_no_${event.toLowerCase()} BEFORE ${event} ON ${auditLogTable}
         FOR EACH ROW SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = '${auditLogAppendOnly}'`,
      );
    }
  } else {
    for (const event of ['UPDATE', 'DELETE']) {
      await db.raw(
        `CREATE TRIGGER ${auditLogTable}_no_${event.toLowerCase()} BEFORE ${event} ON ${auditLogTable}
         BEGIN SELECT RAISE(ABORT, '${auditLogAppendOnly}'); END`,
      );
    }
  }
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists(auditLogTable);
}
