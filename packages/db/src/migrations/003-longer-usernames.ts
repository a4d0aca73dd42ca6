import type { Knex } from 'knex';

/**
 * Usernames up to 50 characters (they were 30): a name with a handle and a year, or a generated
 * one, outgrew it. SQLite does not enforce a VARCHAR's length, so only MySQL's columns change.
 */
const isMysql = (db: Knex) => db.client.config.client === 'mysql2';

function usernameColumns(db: Knex, length: number) {
  return db.schema.alterTable('sellers', (table) => {
    table.string('username', length).notNullable().alter();
    table.string('username_key', length).notNullable().alter();
  });
}

export async function up(db: Knex): Promise<void> {
  if (isMysql(db)) await usernameColumns(db, 50);
}

export async function down(db: Knex): Promise<void> {
  if (isMysql(db)) await usernameColumns(db, 30);
}
