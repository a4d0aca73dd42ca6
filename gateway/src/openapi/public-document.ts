import { STATUS_CODES } from 'node:http';
import { ErrorBodySchema, type GatewayServiceName } from '@drops/contracts';
import { proxyRoutes, type ProxyRoute } from '../routes/route-table';

/** The parts of an OpenAPI 3.1 document the gateway reads and writes. */
export interface OpenApiMediaType {
  schema?: unknown;
}
export interface OpenApiResponse {
  description: string;
  content?: Record<string, OpenApiMediaType>;
}
export interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: unknown;
  description?: string;
}
export interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: OpenApiParameter[];
  requestBody?: { required?: boolean; content: Record<string, OpenApiMediaType> };
  responses: Record<string, OpenApiResponse>;
  security?: Record<string, string[]>[];
}
export type OpenApiPathItem = Record<string, OpenApiOperation>;
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, OpenApiPathItem>;
  components?: {
    schemas?: Record<string, unknown>;
    securitySchemes?: Record<string, unknown>;
  };
}

export const publicApiPrefix = '/api/v1';
const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head'];

/** `true` when `path` (a service path, maybe a template) is the entry's path or lies below it. */
function entryCovers(route: ProxyRoute, path: string): boolean {
  if (path === route.path) return true;
  return route.exact !== true && path.startsWith(`${route.path}/`);
}

/**
 * The route table entry a call to `path` with `method` reaches, as the gateway's router picks it:
 * the longest entry path that covers it and takes the method. Undefined: the gateway never
 * proxies it (e.g. `/internal/...`).
 */
export function gatewayRouteFor(path: string, method: string): ProxyRoute | undefined {
  const upper = method.toUpperCase();
  return proxyRoutes
    .filter((route) => entryCovers(route, path))
    .filter((route) => !route.methods || route.methods.includes(upper))
    .sort((first, second) => second.path.length - first.path.length)[0];
}

/** Fastify's wildcard `*` shows as `{*}`: the rest of the path, here a storage key. */
function publicPath(servicePath: string): string {
  return `${publicApiPrefix}${servicePath.replace('{*}', '{key}')}`;
}

function publicParameters(parameters: OpenApiParameter[] | undefined) {
  return parameters?.map((parameter) =>
    parameter.in === 'path' && parameter.name === '*'
      ? { ...parameter, name: 'key', description: 'The storage key (may contain `/`).' }
      : parameter,
  );
}

const errorContent = { 'application/json': { schema: ErrorBodySchema } };
const gatewayAnswers: Record<string, string> = {
  '502': 'The service answered in a way the gateway could not pass on.',
  '503': 'The service is unavailable; `Retry-After` says when to try again.',
  '504': 'The service did not answer in time.',
};

/** What the gateway itself may answer on this route, besides the service's declared answers. */
function withGatewayAnswers(
  operation: OpenApiOperation,
  method: string,
  route: ProxyRoute,
): OpenApiOperation {
  // `@fastify/swagger` names every declared answer "Default Response": the status's own name says more.
  const responses = Object.fromEntries(
    Object.entries(operation.responses).map(([status, response]) => [
      status,
      response.description === 'Default Response'
        ? { ...response, description: STATUS_CODES[status] ?? response.description }
        : response,
    ]),
  );
  const add = (status: string, description: string) => {
    responses[status] ??= { description, content: errorContent };
  };
  if (route.access !== 'public')
    add('401', `No valid ${route.access === 'seller' ? 'seller' : 'administrator'} token.`);
  if (route.rateLimit)
    add('429', 'Too many calls from this address in the window; `Retry-After` says when.');
  if (['post', 'put', 'patch'].includes(method)) {
    add('413', 'The declared body is larger than the route accepts.');
    add('415', 'The body is neither JSON nor (uploads) multipart.');
  }
  for (const [status, description] of Object.entries(gatewayAnswers)) add(status, description);

  const requestBody =
    operation.requestBody && route.acceptsMultipart
      ? {
          ...operation.requestBody,
          content: {
            ...operation.requestBody.content,
            'multipart/form-data': {
              schema: {
                type: 'object',
                description: 'The same upload as multipart: each file in a form field.',
              },
            },
          },
        }
      : operation.requestBody;

  return {
    ...operation,
    tags: [route.path.slice(1)],
    parameters: publicParameters(operation.parameters),
    ...(requestBody && { requestBody }),
    ...(route.access !== 'public' && {
      security: [{ [route.access === 'seller' ? 'sellerToken' : 'adminToken']: [] }],
    }),
    responses,
  };
}

/**
 * One public document from the services' own (each generated by `@fastify/swagger` from the
 * routes' TypeBox schemas): only what the gateway proxies to that service, under `/api/v1`, with
 * the gateway's own answers (tokens, rate limits, body limits, upstream failures) added.
 */
export function publicDocument(
  serviceDocuments: Partial<Record<GatewayServiceName, OpenApiDocument>>,
): OpenApiDocument {
  const paths: Record<string, OpenApiPathItem> = {};
  const schemas: Record<string, unknown> = {};
  for (const [service, document] of Object.entries(serviceDocuments)) {
    if (!document) continue;
    Object.assign(schemas, document.components?.schemas);
    for (const [servicePath, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        if (!httpMethods.includes(method)) continue;
        const route = gatewayRouteFor(servicePath, method);
        if (!route || route.service !== service) continue;
        const path = publicPath(servicePath);
        paths[path] = { ...paths[path], [method]: withGatewayAnswers(operation, method, route) };
      }
    }
  }
  const sortedPaths = Object.fromEntries(
    Object.entries(paths).sort(([first], [second]) => first.localeCompare(second)),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Drops API',
      version: '1.0.0',
      description:
        'The public API of Drops, as the gateway serves it. Every error answers `{ success: false, error, code?, errors?, requestId }`.',
    },
    servers: [{ url: '/' }],
    paths: sortedPaths,
    components: {
      schemas,
      securitySchemes: {
        sellerToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token `POST /api/v1/seller/login` answers.',
        },
        adminToken: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The token `POST /api/v1/auth/login` answers.',
        },
      },
    },
  };
}
