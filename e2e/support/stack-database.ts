// The e2e stack's database: fresh or a benchmark's, migrated, with the suite's accounts.
import { hashPassword } from '@drops/auth';
import { createKnex, newId } from '@drops/db';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { migrateAllServices, seedAdmin, serviceMigrations } from '@drops/stack';
import { accounts } from './environment';

/**
 * A fresh database, or with E2E_STACK_DATABASE_URL an existing one (a benchmark's large data
 * set), migrated and kept afterwards.
 */
export async function openDatabase(): Promise<TestDatabase> {
  const existing = process.env.E2E_STACK_DATABASE_URL;
  if (!existing) return createTestDatabase(undefined, Object.values(serviceMigrations));
  const knex = createKnex(existing);
  await migrateAllServices(knex);
  return { url: existing, knex, destroy: () => knex.destroy() };
}

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
