import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { serverMessages } from '@drops/contracts';
import { ConflictError, DomainError, ValidationError } from '@drops/service-kit';
import {
  createIdempotencyKeysRepository,
  type IdempotencyKeysRepository,
} from './idempotency-keys-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * For the creates (drops, collections, uploads): with an `Idempotency-Key` header, the same
     * key and request within 24 h answer the first answer again and change nothing; the same key
     * with another request answers 422. Without the header nothing changes.
     */
    idempotency: { preHandler: preHandlerAsyncHookHandler; onSend: onSendHookHandler };
  }
  interface FastifyRequest {
    idempotencyClaim: { scope: string; key: string } | null;
  }
}

const keyPattern = /^[\x21-\x7e]{1,255}$/;

/** What makes two requests the same: route, query and body (a multipart body by its length). */
function fingerprintOf(request: FastifyRequest): string {
  const body = /^multipart\//i.test(request.headers['content-type'] ?? '')
    ? `multipart:${request.headers['content-length'] ?? ''}`
    : JSON.stringify(request.body ?? null);
  return createHash('sha256')
    .update(`${request.method} ${request.routeOptions.url ?? request.url}\n`)
    .update(`${JSON.stringify(request.query ?? {})}\n`)
    .update(body)
    .digest('hex');
}

/**
 * Whose key it is, so no call is ever answered with what another caller's call stored. With a
 * valid seller token, that seller's, whether the route requires the token or not (the sign-up
 * uploads take one when it comes). Without one (a sign-up upload before the account exists)
 * nothing in the call proves who sent it: the key, chosen by the client (a random UUID is 122
 * bits), is the only thing in it another caller cannot know, so the scope binds it to the
 * caller's address and the whole request. A replay then needs the key, the address and the same
 * request, and a different request under the same key is a new one (no 422 telling a stranger
 * the key is in use). Hashed: the address is not kept, and the scope fits its column.
 */
function scopeOf(
  app: FastifyInstance,
  request: FastifyRequest,
  key: string,
  fingerprint: string,
): string {
  const sellerId = request.sellerId || app.verifyToken('seller', request);
  if (sellerId) return sellerId;
  const anonymous = createHash('sha256')
    .update(`${request.ip}\n${key}\n${fingerprint}`)
    .digest('base64url');
  return `anon:${anonymous}`;
}

function replay(
  reply: FastifyReply,
  answer: { statusCode: number; body: string; contentType: string | null },
) {
  reply.header('idempotent-replayed', 'true');
  if (answer.contentType) reply.type(answer.contentType);
  return reply.status(answer.statusCode).send(answer.body);
}

async function idempotencyPlugin(app: FastifyInstance): Promise<void> {
  const keys: IdempotencyKeysRepository = createIdempotencyKeysRepository(app.db);
  app.decorateRequest('idempotencyClaim', null);

  const preHandler: preHandlerAsyncHookHandler = async (request, reply) => {
    const header = request.headers['idempotency-key'];
    if (header === undefined) return;
    const key = Array.isArray(header) ? '' : header.trim();
    if (!keyPattern.test(key))
      throw new ValidationError({ 'Idempotency-Key': serverMessages.idempotencyKeyInvalid });
    const fingerprint = fingerprintOf(request);
    const scope = scopeOf(app, request, key, fingerprint);
    const claim = await keys.claim(scope, key, fingerprint);
    if (claim.outcome === 'claimed') {
      request.idempotencyClaim = { scope, key };
      return;
    }
    if (claim.outcome === 'replay') return replay(reply, claim.answer);
    if (claim.outcome === 'other-request')
      throw new DomainError(422, serverMessages.idempotencyKeyReused, 'IDEMPOTENCY_KEY_REUSED');
    throw new ConflictError(serverMessages.idempotencyKeyInProgress);
  };

  const onSend: onSendHookHandler = async (request, reply, payload) => {
    const claim = request.idempotencyClaim;
    if (!claim) return payload;
    request.idempotencyClaim = null;
    if (reply.statusCode >= 500 || typeof payload !== 'string') {
      await keys.release(claim.scope, claim.key);
    } else {
      const contentType = reply.getHeader('content-type');
      await keys.answer(claim.scope, claim.key, {
        statusCode: reply.statusCode,
        body: payload,
        contentType: typeof contentType === 'string' ? contentType : null,
      });
    }
    return payload;
  };

  app.decorate('idempotency', { preHandler, onSend });

  // Keys older than the window are forgotten (and deleted now and then).
  const prune = setInterval(() => void keys.pruneExpired().catch(() => {}), 60 * 60 * 1000);
  prune.unref();
  app.addHook('onClose', async () => clearInterval(prune));
}

export const idempotency = fp(idempotencyPlugin, {
  name: 'catalog-idempotency',
  dependencies: ['drops-database'],
});
