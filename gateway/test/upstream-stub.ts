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

/** Three megabytes of a repeating pattern, so a wrong or missing byte shows. */
export const largeAnswer = Buffer.from(
  Array.from({ length: 3 * 1024 * 1024 }, (_, index) => index % 251),
);
export const chunkedAnswerParts = ['{"parts":[', '"one",', '"two"', ']}'];

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
  // Answers of every shape the gateway passes on: sized below and above its whole-answer limit, unsized
  // (chunked), and cut off midway through the declared length.
  app.get('/:area/answer/small', async () => ({ small: true }));
  app.get('/:area/answer/large', async (_request, reply) =>
    reply.type('application/octet-stream').send(largeAnswer),
  );
  app.get('/:area/answer/chunked', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json' });
    for (const part of chunkedAnswerParts) reply.raw.write(part);
    reply.raw.end();
  });
  app.get('/:area/answer/cut', async (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'application/json', 'content-length': 1000 });
    reply.raw.write('{"data":"');
    setTimeout(() => reply.raw.destroy(), 20);
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
