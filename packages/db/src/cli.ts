/** `tsx src/cli.ts migrate` — migrates the database named by DATABASE_URL (SQLite file when unset). */
import { createKnex, migrateLatest, prepareStorage } from './connection';

async function main(): Promise<void> {
  const command = process.argv[2];
  if (command !== 'migrate') throw new Error(`unknown command ${command ?? ''}; use: migrate`);
  const url = process.env.DATABASE_URL || undefined;
  await prepareStorage(url);
  const db = createKnex(url);
  try {
    await migrateLatest(db);
    console.warn('[db] migrated');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
