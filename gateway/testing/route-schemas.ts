import type { GatewayServiceName } from '@drops/contracts';
import { isServiceOnlyPath, type DeclaredRoute } from '@drops/service-kit';
import { gatewayRouteFor } from '../src/openapi/public-document';

/** A service route the gateway proxies to that service (its owner by the route table). */
export function publicRoutesOf(
  service: GatewayServiceName,
  routes: DeclaredRoute[],
): DeclaredRoute[] {
  return routes.filter(
    (route) =>
      route.method !== 'HEAD' &&
      route.method !== 'OPTIONS' &&
      !isServiceOnlyPath(route.url) &&
      gatewayRouteFor(route.url, route.method)?.service === service,
  );
}

const writes = ['POST', 'PUT', 'PATCH'];

/**
 * What a public route fails to declare: a response schema with a success status, its path
 * parameters, (a write) its body, and (a handler or route hook whose code reads `.query`) its
 * querystring. A query read only inside a function the handler calls is not seen: the house
 * style keeps parsing in the route, through its schema.
 */
export function missingSchemas(route: DeclaredRoute): string[] {
  const schema = route.schema ?? {};
  const missing: string[] = [];
  const responses = Object.keys((schema.response as Record<string, unknown> | undefined) ?? {});
  if (!responses.some((status) => /^2\d\d$|^2xx$/.test(status))) missing.push('response');
  if (/[:*]/.test(route.url) && !schema.params) missing.push('params');
  if (writes.includes(route.method) && !schema.body) missing.push('body');
  if (route.readsQuery && !schema.querystring) missing.push('querystring');
  return missing.map((part) => `${route.method} ${route.url}: no ${part} schema`);
}
