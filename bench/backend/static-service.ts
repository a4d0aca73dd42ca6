/**
 * A stand-in for the catalog in the gateway-overhead bench, not a product part: every path gets
 * the same gzip-encoded 100-drop list with the headers the catalog sends, at almost no cost, so
 * all the CPU a proxy in front of it spends is the proxy's own.
 *
 *   STATIC_SERVICE_PORT=19001 tsx backend/static-service.ts
 */
import http from 'node:http';
import { gzipSync } from 'node:zlib';

const port = Number(process.env.STATIC_SERVICE_PORT ?? 19001);
const drops = Array.from({ length: 100 }, (_, index) => ({
  _id: `6650${String(index).padStart(20, '0')}`,
  name: `Drop ${index}`,
  status: 'published',
  price: 25,
  quantity: 100,
  category: 'fashion',
  visuals: [{ type: 'image', url: `products/drop-${index}.png` }],
  createdAt: new Date(0).toISOString(),
}));
const list = gzipSync(
  JSON.stringify({
    success: true,
    data: drops,
    pagination: { page: 1, limit: 100, total: 100, pages: 1 },
  }),
);

http
  .createServer((request, response) => {
    if (request.url === '/health') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
      return;
    }
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-encoding': 'gzip',
      'content-length': list.length,
      vary: 'accept-encoding',
    });
    response.end(list);
  })
  .listen(port, '127.0.0.1');
