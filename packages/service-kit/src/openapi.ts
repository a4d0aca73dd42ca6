import type { FastifyInstance, FastifySchema } from 'fastify';
import swagger from '@fastify/swagger';

/** One route as the service declared it: what the OpenAPI document and the schema check read. */
export interface DeclaredRoute {
  method: string;
  url: string;
  schema?: FastifySchema;
  /**
   * Whether the handler or the route's own hooks read the query string (their code mentions
   * `.query`): such a route must declare a querystring schema (the gateway's OpenAPI test).
   */
  readsQuery?: boolean;
}

/** Whether any of these functions' code reads `something.query`. */
function readsQueryIn(functions: unknown[]): boolean {
  return functions.some(
    (candidate) => typeof candidate === 'function' && /\.query\b/.test(String(candidate)),
  );
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered on the service, with the schema it declared (if any). */
    declaredRoutes: DeclaredRoute[];
  }
}

/** The service's own routes that are not the public API (the gateway never proxies them). */
export function isServiceOnlyPath(url: string): boolean {
  return (
    url === '/openapi.json' ||
    url === '/metrics' ||
    url === '/health' ||
    url.startsWith('/health/') ||
    url === '/internal' ||
    url.startsWith('/internal/')
  );
}

/** Where a service answers its OpenAPI document (for the gateway; never proxied). */
export const serviceOpenApiPath = '/openapi.json';

/**
 * `@fastify/swagger` over the routes' TypeBox schemas, registered before any route; the service's
 * document (its own paths, `/internal/...`, health and metrics left out) is served at
 * `GET /openapi.json` on the service's address, where the gateway reads it to build the public one.
 */
export async function registerOpenApi(app: FastifyInstance, service: string): Promise<void> {
  const declared: DeclaredRoute[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler];
    const readsQuery = readsQueryIn([route.handler, ...hooks.flat()]);
    for (const method of methods)
      declared.push({ method: String(method), url: route.url, schema: route.schema, readsQuery });
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `Drops ${service} service`, version: '1.0.0' },
    },
    transform: ({ schema, url }) => ({
      schema: isServiceOnlyPath(url) ? { ...schema, hide: true } : schema,
      url,
    }),
  });

  app.get(serviceOpenApiPath, { schema: { hide: true } }, async () => app.swagger());
}
