/**
 * The benchmark's reference, not a product part: the least a Node proxy can do per request
 * (node:http in, an undici pool with keep-alive out, the same client the gateway's
 * @fastify/http-proxy uses), with no routing, token check, headers or limits. Measured side by
 * side with the gateway, it shows how much of the hop's cost is the hop itself.
 *
 *   BARE_PROXY_PORT=18090 BARE_PROXY_UPSTREAM=http://127.0.0.1:14002 tsx backend/bare-proxy.ts
 */
import http from 'node:http';
import { Pool } from 'undici';

const port = Number(process.env.BARE_PROXY_PORT ?? 18090);
const upstream = process.env.BARE_PROXY_UPSTREAM ?? 'http://127.0.0.1:14002';
// The gateway's own pool settings (gateway/src/plugins/proxy.ts).
const pool = new Pool(upstream, { connections: 128, pipelining: 1, keepAliveTimeout: 60_000 });

const server = http.createServer((request, response) => {
  pool
    .request({
      path: request.url ?? '/',
      method: request.method === 'HEAD' ? 'HEAD' : 'GET',
      headers: request.headers,
    })
    .then(async ({ statusCode, headers, body }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of body) chunks.push(chunk as Buffer);
      response.writeHead(statusCode, headers as http.OutgoingHttpHeaders);
      response.end(Buffer.concat(chunks));
    })
    .catch((error: unknown) => {
      response.writeHead(502).end(String(error));
    });
});

server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => {
  server.close();
  void pool.close();
});
