import type { Knex } from 'knex';

/**
 * Issue 30 item 5: an administrator's status (invited until the invitation is accepted, or
 * disabled), last sign-in, TOTP secret (and the one being set up, and the last time step used so
 * a code works once); the pending invitations (token hashed), the recovery codes (hashed, each
 * used once) and the sign-in challenges between the password and the second factor (hashed).
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.alterTable('admin_users', (table) => {
    table.string('status', 16).notNullable().defaultTo('active');
    table.bigInteger('last_sign_in_at').nullable();
    table.string('totp_secret', 64).nullable();
    table.string('totp_pending_secret', 64).nullable();
    table.bigInteger('totp_last_step').nullable();
  });
  await db.schema.createTable('admin_invitations', (table) => {
    table.string('admin_id', 24).primary();
    table.string('token_hash', 64).notNullable().unique();
    table.string('invited_by', 24).notNullable();
    table.bigInteger('expires_at').notNullable();
  });
  await db.schema.createTable('admin_recovery_codes', (table) => {
    table.string('code_hash', 64).primary();
    table.string('admin_id', 24).notNullable().index('admin_recovery_codes_admin');
    table.bigInteger('used_at').nullable();
  });
  await db.schema.createTable('admin_sign_in_challenges', (table) => {
    table.string('challenge_hash', 64).primary();
    table.string('admin_id', 24).notNullable().index('admin_sign_in_challenges_admin');
    // The secret an administrator who must enroll is setting up; null for a code check.
    table.string('enrollment_secret', 64).nullable();
    table.bigInteger('expires_at').notNullable();
  });
}

export async function down(db: Knex): Promise<void> {
  await db.schema.dropTableIfExists('admin_sign_in_challenges');
  await db.schema.dropTableIfExists('admin_recovery_codes');
  await db.schema.dropTableIfExists('admin_invitations');
  await db.schema.alterTable('admin_users', (table) => {
    for (const column of [
      'status',
      'last_sign_in_at',
      'totp_secret',
      'totp_pending_secret',
      'totp_last_step',
    ])
      table.dropColumn(column);
  });
}
