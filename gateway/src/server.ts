import { buildGateway } from './app';
import { readConfig } from './config';

/** Starts the gateway from the environment and closes it cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  const config = readConfig();
  const app = await buildGateway(config);
  await app.listen({ host: config.host, port: config.port });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
