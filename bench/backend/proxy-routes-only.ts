/**
 * The benchmark's second reference, not a product part: the gateway's own proxy routes
 * (Fastify, @fastify/http-proxy, its pools and answer handling) with none of its edge: no token
 * check, CORS, security headers, rate or body limits. Measured beside the gateway and the bare
 * proxy, it splits the hop's cost into what the design card's proxy stack spends and what the
 * gateway's edge adds to it.
 *
 *   PROXY_ROUTES_PORT=18091 PROXY_ROUTES_UPSTREAM=http://127.0.0.1:14002 tsx backend/proxy-routes-only.ts
 */
import Fastify from 'fastify';
import { defaultGatewaySettings } from '@drops/gateway/config';
import { proxyRoutesPlugin } from '@drops/gateway/proxy-routes';

const port = Number(process.env.PROXY_ROUTES_PORT ?? 18091);
const upstream = process.env.PROXY_ROUTES_UPSTREAM ?? 'http://127.0.0.1:14002';

async function main(): Promise<void> {
  // The gateway's own server options that bear on a proxied call.
  const app = Fastify({
    logger: { level: process.env.LOG_LEVEL ?? 'warn', name: 'proxy-routes-only' },
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  });
  await app.register(proxyRoutesPlugin, {
    services: { seller: upstream, catalog: upstream, admin: upstream },
    upstreamTimeoutMs: defaultGatewaySettings.upstreamTimeoutMs,
    rateLimits: defaultGatewaySettings.rateLimits,
    bodyLimits: defaultGatewaySettings.bodyLimits,
  });
  app.get('/health', async () => ({ status: 'ok' }));
  await app.listen({ port, host: '127.0.0.1' });
  process.on('SIGTERM', () => void app.close());
}

void main();
