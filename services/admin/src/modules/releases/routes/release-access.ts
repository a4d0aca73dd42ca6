import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { adminMessages, releaseMessages } from '@drops/contracts';
import { ForbiddenError, UnauthorizedError } from '@drops/service-kit';
import type { ReleaseActor } from '../domain/release-actor';
import { releaseTokenActor } from '../registry/release-tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who acts on the registry: set by the routes' access hook. */
    releaseActor: ReleaseActor | null;
  }
}

const bearerOf = (request: FastifyRequest) =>
  /^Bearer\s+(\S+)$/i.exec(request.headers.authorization?.trim() ?? '')?.[1] ?? '';

const remoteParamOf = (request: FastifyRequest) =>
  (request.params as { name?: string } | undefined)?.name ?? '';

/** The administrator `requireAdminAccount` found, as the registry names actors. */
function adminActor(request: FastifyRequest): ReleaseActor {
  const admin = request.adminUser;
  if (!admin) throw new UnauthorizedError(adminMessages.accessDenied);
  return { kind: 'admin', id: admin._id, email: admin.email };
}

/** onRequest of the administrator-only routes (the overview, minting tokens). */
export function adminOnly(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    await app.requireAdminAccount(request, reply);
    request.releaseActor = adminActor(request);
  };
}

/**
 * onRequest of the routes a team's pipeline uses (register, upload, channel, its own remote):
 * an administrator, or the live release token of the remote in the path. A release token of
 * another remote is 403; anything else 401, as every other administrator route answers.
 */
export function adminOrReleaseToken(app: FastifyInstance): onRequestAsyncHookHandler {
  return async (request, reply) => {
    if (app.verifyToken('admin', request)) {
      await app.requireAdminAccount(request, reply);
      request.releaseActor = adminActor(request);
      return;
    }
    const subject = app.verifyToken('release', request);
    const actor =
      subject && (await releaseTokenActor(app.releaseRegistry.context, subject, bearerOf(request)));
    if (!actor) throw new UnauthorizedError(adminMessages.accessDenied);
    if (actor.remote !== remoteParamOf(request))
      throw new ForbiddenError(releaseMessages.releaseTokenOtherRemote);
    request.releaseActor = actor;
  };
}

/** The actor the access hook set (every registry write runs behind one). */
export function actorOf(request: FastifyRequest): ReleaseActor {
  if (!request.releaseActor) throw new UnauthorizedError(adminMessages.accessDenied);
  return request.releaseActor;
}
