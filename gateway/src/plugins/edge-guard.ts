import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminMessages, sellerMessages, serverMessages } from '@drops/contracts';
import { DomainError, PayloadTooLargeError, UnauthorizedError } from '@drops/service-kit';
import type { Access } from '../routes/route-table';
import { pathCouldEscape } from './path-spelling';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set on every proxied route; routes without it (health, preflight) are the gateway's own. */
    access?: Access;
    /** Largest declared `content-length` accepted on the route, in bytes. */
    maxBodyBytes?: number;
    /** Upload routes also take `multipart/form-data`; every other body is JSON. */
    acceptsMultipart?: boolean;
    /** The local-disk upload link takes the file itself as an image or video body. */
    acceptsMediaBody?: boolean;
  }
}

const unsupportedMediaType = () =>
  new DomainError(415, serverMessages.invalidRequestBody, 'UNSUPPORTED_MEDIA_TYPE');

function mediaTypeOf(request: FastifyRequest): string {
  return (request.headers['content-type'] ?? '').split(';', 1)[0]!.trim().toLowerCase();
}

function declaredLength(request: FastifyRequest): number {
  const header = request.headers['content-length'];
  return header === undefined ? 0 : Number(header);
}

function hasBody(request: FastifyRequest): boolean {
  return declaredLength(request) > 0 || request.headers['transfer-encoding'] !== undefined;
}

/** Why the gateway refuses the request itself, or undefined when it goes on to the service. */
function edgeRefusalOf(request: FastifyRequest): DomainError | undefined {
  const { access, maxBodyBytes, acceptsMultipart, acceptsMediaBody } = request.routeOptions.config;
  if (access !== undefined && pathCouldEscape(request.url))
    return new DomainError(404, serverMessages.routeNotFound, 'ROUTE_NOT_FOUND');
  if (access === 'seller' && !request.server.verifyToken('seller', request))
    return new UnauthorizedError(sellerMessages.mustBeLoggedIn);
  if (access === 'admin' && !request.server.verifyToken('admin', request))
    return new UnauthorizedError(adminMessages.accessDenied);
  if (
    access === 'adminOrRelease' &&
    !request.server.verifyToken('admin', request) &&
    !request.server.verifyToken('release', request)
  )
    return new UnauthorizedError(adminMessages.accessDenied);
  // The proxy streams bodies, so Fastify's bodyLimit never applies: check the declaration here
  // (chunked bodies without one are limited by the services themselves).
  if (maxBodyBytes !== undefined && declaredLength(request) > maxBodyBytes)
    return new PayloadTooLargeError();
  // The API speaks JSON (and multipart for uploads): anything else never reaches a service.
  if (access !== undefined && hasBody(request)) {
    const type = mediaTypeOf(request);
    const accepted =
      type === 'application/json' ||
      (acceptsMultipart === true && type === 'multipart/form-data') ||
      (acceptsMediaBody === true && /^(?:image|video)\/[a-z0-9.+-]+$/.test(type));
    if (!accepted) return unsupportedMediaType();
  }
  return undefined;
}

/**
 * Refuses, before anything is read or proxied, a request whose token does not fit the route's
 * audience or whose declared body is too large. The token itself travels on unchanged:
 * the services verify it again and take the seller or administrator id from it.
 */
async function edgeGuardPlugin(app: FastifyInstance): Promise<void> {
  // A callback hook, not an async one: it runs on every call and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => done(edgeRefusalOf(request)));

  // A proxied route refused at the edge (401, 413, 429) has not read its body, and a client
  // still sending it would hold the connection: close it instead of draining up to 25 MB.
  app.addHook('onError', async (request, reply) => {
    if (request.routeOptions.config.access !== undefined && hasBody(request))
      reply.header('connection', 'close');
  });
}

export const edgeGuard = fp(edgeGuardPlugin, {
  name: 'gateway-edge-guard',
  dependencies: ['drops-auth'],
});
