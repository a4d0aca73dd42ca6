import { buildApp } from './app';
import { readConfig } from './config';

/** Starts the seller service alone: `pnpm --filter @drops/seller-service start`. */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildApp({
    database: { url: config.databaseUrl },
    tokenSecrets: config.tokenSecrets,
    logLevel: config.logLevel,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    try {
      // Stops accepting connections, lets requests in flight finish, then closes the database.
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
