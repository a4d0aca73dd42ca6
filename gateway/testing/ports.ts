// Where the in-process stack's parts listen.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Listens on 127.0.0.1 (a random port unless one is given); answers the base URL. */
export async function listen(app: FastifyInstance, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A port free right now: the catalog must know the gateway's address before the gateway starts. */
export { freePort } from '@drops/stack';
