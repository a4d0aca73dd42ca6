import type { FastifyInstance } from 'fastify';

/**
 * Listens, and on SIGTERM/SIGINT closes the app once: it stops accepting connections, lets the
 * requests in flight finish, then closes its resources (database pool, upstream pools).
 * Every server.ts ends here, so a failed start exits non-zero.
 */
export function serve(
  build: () => Promise<FastifyInstance>,
  address: { host: string; port: number },
): void {
  const start = async () => {
    const app = await build();
    let closing = false;
    const shutdown = async (signal: NodeJS.Signals) => {
      if (closing) return;
      closing = true;
      app.log.info({ signal }, 'shutting down');
      try {
        await app.close();
        process.exit(0);
      } catch (error) {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      }
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
    await app.listen(address);
  };
  start().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
