import type { Knex } from 'knex';

/**
 * The release registry (issue 28): each remote's versions (a row is never reused: a removed
 * build keeps its row, so its id stays taken), its channel, its one live release token (the
 * hash only), and the browsers' load reports summed per minute.
 */
export async function up(db: Knex): Promise<void> {
  await db.schema.createTable('remote_versions', (table) => {
    table.string('id', 24).primary();
    table.string('remote', 32).notNullable();
    table.string('version', 32).notNullable();
    table.string('manifest_url', 2048).notNullable();
    table.string('contract_version', 32).notNullable();
    table.bigInteger('registered_at').notNullable();
    table.string('registered_by', 254).notNullable();
    table.bigInteger('removed_at').nullable();
    table.unique(['remote', 'version'], { indexName: 'remote_versions_remote_version' });
    table.index(['remote', 'registered_at'], 'remote_versions_remote_time');
  });
  await db.schema.createTable('remote_channels', (table) => {
    table.string('remote', 32).primary();
    table.string('stable_version', 32).nullable();
    table.string('canary_version', 32).nullable();
    table.integer('canary_percent').nullable();
    // The channel's `version` of the API: raised by every change (compare-and-set).
    table.integer('revision').notNullable().defaultTo(0);
    table.bigInteger('updated_at').nullable();
    table.string('updated_by', 254).nullable();
  });
  await db.schema.createTable('remote_release_tokens', (table) => {
    table.string('remote', 32).primary();
    table.string('token_id', 24).notNullable();
    table.string('token_hash', 64).notNullable();
    table.bigInteger('created_at').notNullable();
    table.string('created_by', 254).notNullable();
    table.bigInteger('expires_at').notNullable();
  });
  await db.schema.createTable('remote_load_counts', (table) => {
    table.string('remote', 32).notNullable();
    table.string('version', 32).notNullable();
    // Epoch minutes: reports are summed per minute, read over 5 minutes, an hour, 7 days.
    table.bigInteger('minute').notNullable();
    table.string('kind', 16).notNullable();
    table.bigInteger('count').notNullable();
    table.primary(['remote', 'version', 'minute', 'kind']);
    table.index(['minute'], 'remote_load_counts_minute');
  });
}

export async function down(db: Knex): Promise<void> {
  for (const table of [
    'remote_load_counts',
    'remote_release_tokens',
    'remote_channels',
    'remote_versions',
  ])
    await db.schema.dropTableIfExists(table);
}
