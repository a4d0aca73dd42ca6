import type { Knex } from 'knex';

export interface Migration {
  up: (db: Knex) => Promise<void>;
  down: (db: Knex) => Promise<void>;
}

/** A service's migrations in order, listed in code so they run the same under tsx, Jest and node. */
export type MigrationList = Record<string, Migration>;

export interface ServiceMigrations {
  /** The service's own knex migration table (`seller_migrations`, ...): services never share one. */
  table: string;
  migrations: MigrationList;
}

function sourceOf(migrations: MigrationList): Knex.MigrationSource<string> {
  return {
    getMigrations: async () => Object.keys(migrations),
    getMigrationName: (name) => name,
    getMigration: async (name) => migrations[name] as Migration,
  };
}

/** Runs a service's pending migrations (knex's lock keeps replicas starting together apart). */
export async function migrateService(db: Knex, service: ServiceMigrations): Promise<void> {
  await db.migrate.latest({
    tableName: service.table,
    migrationSource: sourceOf(service.migrations),
  });
}

/**
 * Creates a table unless it is there: a database migrated before the services split their
 * migrations already holds it (see docs/decisions.md), and the owner adopts it as it is.
 */
export async function createTableUnlessPresent(
  db: Knex,
  name: string,
  build: (table: Knex.CreateTableBuilder) => void,
): Promise<boolean> {
  if (await db.schema.hasTable(name)) return false;
  await db.schema.createTable(name, build);
  return true;
}

export const isMysql = (db: Knex | Knex.Transaction) => db.client.config.client === 'mysql2';

/**
 * One recorded migration made of several modules' steps: `up` in the order given, `down` in
 * reverse. It keeps a migration's recorded name when the tables it made now belong to different
 * modules, so a database that applied it has nothing new to run.
 */
export function migrationOf(...steps: Migration[]): Migration {
  return {
    up: async (db) => {
      for (const step of steps) await step.up(db);
    },
    down: async (db) => {
      for (const step of [...steps].reverse()) await step.down(db);
    },
  };
}

/**
 * A migration that creates these tables in the order given, each with its builder; `down` drops
 * them in reverse, so the list of a migration's tables is written once.
 */
export function tablesMigration(
  tables: Record<string, (table: Knex.CreateTableBuilder) => void>,
): Migration {
  const builders = Object.entries(tables);
  return {
    up: async (db) => {
      for (const [name, build] of builders) await db.schema.createTable(name, build);
    },
    down: async (db) => {
      for (const [name] of [...builders].reverse()) await db.schema.dropTableIfExists(name);
    },
  };
}
