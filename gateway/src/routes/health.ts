import type { FastifyInstance } from 'fastify';
import '@drops/service-kit';
import {
  GatewayHealthSchema,
  gatewayServiceNames,
  type GatewayHealth,
  type GatewayServiceName,
  type ServiceHealth,
} from '@drops/contracts';

export interface HealthOptions {
  services: Record<GatewayServiceName, string>;
  healthTimeoutMs: number;
}

interface Probe {
  health: ServiceHealth;
  /** What the service said about its database, when it said anything. */
  database?: 'ok' | 'error';
}

/** One service's `/health`, bounded by the timeout; never throws. */
async function probe(baseUrl: string, timeoutMs: number): Promise<Probe> {
  const started = performance.now();
  const latency = () => Math.round((performance.now() - started) * 10) / 10;
  try {
    const response = await fetch(new URL('/health', baseUrl), {
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = (await response.json().catch(() => null)) as {
      status?: unknown;
      database?: unknown;
    } | null;
    if (!body || typeof body.status !== 'string')
      return { health: { status: 'unreachable', latencyMs: latency() } };
    const healthy = response.ok && body.status === 'ok';
    return {
      health: { status: healthy ? 'ok' : 'error', latencyMs: latency() },
      ...(typeof body.database === 'string' && {
        database: body.database === 'ok' ? 'ok' : 'error',
      }),
    };
  } catch {
    return { health: { status: 'unreachable', latencyMs: latency() } };
  }
}

/** `GET /health` (and under the API prefix): every service in parallel, 200 only when all are ok. */
export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  const report = async (): Promise<GatewayHealth> => {
    const probes = await Promise.all(
      gatewayServiceNames.map((name) => probe(options.services[name], options.healthTimeoutMs)),
    );
    const [seller, catalog, admin] = probes.map((result) => result.health) as [
      ServiceHealth,
      ServiceHealth,
      ServiceHealth,
    ];
    const databases = probes.flatMap((result) => (result.database ? [result.database] : []));
    const database =
      databases.length === 0 ? 'unknown' : databases.every((s) => s === 'ok') ? 'ok' : 'error';
    const allOk = probes.every((result) => result.health.status === 'ok');
    return {
      status: allOk ? 'ok' : 'degraded',
      services: { seller, catalog, admin },
      database: { status: database },
    };
  };

  // Live: the process answers. Ready: not shutting down. A service that is down does not make
  // the gateway unready (its routes answer 503 on their own; the rest of the API stays up).
  // `shuttingDown` is the root instance's (buildGateway): serve() sets it on SIGTERM.
  app.get('/health/live', { logLevel: 'warn' }, async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/health/ready', { logLevel: 'warn' }, async (_request, reply) =>
    app.shuttingDown
      ? reply.status(503).send({ status: 'shutting-down', service: 'gateway', ready: false })
      : { status: 'ok', service: 'gateway', ready: true },
  );

  const schema = { response: { 200: GatewayHealthSchema, 503: GatewayHealthSchema } };
  for (const url of ['/health', '/api/v1/health']) {
    app.get(url, { schema, logLevel: 'warn' }, async (_request, reply) => {
      const health = await report();
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    });
  }
}
