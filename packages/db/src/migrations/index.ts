import type { Knex } from 'knex';
import * as initial from './001-initial';
import * as catalogVersions from './002-catalog-versions';
import * as longerUsernames from './003-longer-usernames';

interface Migration {
  up: (db: Knex) => Promise<void>;
  down: (db: Knex) => Promise<void>;
}

/** Migrations in order. Listed in code so they run the same under tsx, Jest and any bundler. */
const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-catalog-versions': catalogVersions,
  '003-longer-usernames': longerUsernames,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name] as Migration,
};
