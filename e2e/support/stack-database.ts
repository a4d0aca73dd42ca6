// The e2e stack's database: fresh or a benchmark's, migrated, with the suite's accounts.
import { hashPassword } from '@drops/auth';
import { newId } from '@drops/db';
import type { TestDatabase } from '@drops/db/testing';
import { openSharedDatabase, seedAdmin } from '@drops/stack';
import { accounts } from './environment';

/**
 * A fresh database, or with E2E_STACK_DATABASE_URL an existing one (a benchmark's large data
 * set), migrated and kept afterwards.
 */
export const openDatabase = (): Promise<TestDatabase> =>
  openSharedDatabase(process.env.E2E_STACK_DATABASE_URL || undefined);

/** The seeded administrator and an administrator account without the admin permission. */
export async function seedAccounts(knex: TestDatabase['knex']): Promise<void> {
  await seedAdmin(knex, accounts.admin);
  // An administrator account without the admin permission, for "Access denied".
  const now = Date.now();
  const notAdminExists = await knex('admin_users')
    .where({ email: accounts.notAdmin.email })
    .first('id');
  if (!notAdminExists)
    await knex('admin_users').insert({
      id: newId(),
      username: accounts.notAdmin.username,
      email: accounts.notAdmin.email,
      password_hash: await hashPassword(accounts.notAdmin.password),
      permissions: JSON.stringify({ admin: false }),
      created_at: now,
      updated_at: now,
    });
}
