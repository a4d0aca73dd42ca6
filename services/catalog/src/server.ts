import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the catalog service on CATALOG_PORT (4002) and closes it cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    database: { url: config.databaseUrl },
    tokenSecrets: config.tokenSecrets,
    storage: config.storage,
    logLevel: config.logLevel,
  });

  let closing = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections, lets requests in flight finish, then closes the database pool.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
