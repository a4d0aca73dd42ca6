import Fastify, { type FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in upstream for the gateway's own tests: it echoes what reached it, and can be told to
 * misbehave (reset the socket, answer late) in ways the real services never would on purpose.
 */
export interface UpstreamStub {
  name: string;
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function startUpstreamStub(name: string, delayMs = 0): Promise<UpstreamStub> {
  const app = Fastify({ logger: false, bodyLimit: 50 * 1024 * 1024 });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/health', async () => ({ status: 'ok', service: name, database: 'ok' }));
  app.all('/:area/reset/*', async (request) => {
    request.raw.socket.destroy();
  });
  app.all('/:area/slow/*', async (request) => {
    // Gives up when the gateway does, so no timer outlives the test.
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, delayMs);
      request.raw.socket.once('close', () => {
        clearTimeout(timer);
        resolve();
      });
    });
    return { late: true };
  });
  app.all('/*', async (request) => ({
    service: name,
    method: request.method,
    url: request.url,
    headers: request.headers,
    bodyLength: Buffer.isBuffer(request.body) ? request.body.length : 0,
  }));

  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return { name, url: `http://127.0.0.1:${port}`, app, close: () => app.close() };
}

/** A URL where nothing listens: a port that was just freed. */
export async function closedPortUrl(): Promise<string> {
  const app = Fastify();
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  await app.close();
  return `http://127.0.0.1:${port}`;
}
