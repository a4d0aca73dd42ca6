import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  audiences,
  tokenAlgorithm,
  tokenIssuer,
  tokenLifetimes,
  type Audience,
  type TokenClaims,
  type TokenSecrets,
} from '@drops/auth';
import { adminMessages, sellerMessages, serverMessages } from '@drops/contracts';
import { UnauthorizedError } from './errors';
import { VerifiedTokens } from './verified-tokens';

declare module '@fastify/jwt' {
  interface FastifyJWT {
    namespaces: Audience;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: a valid seller token is required; sets `request.sellerId`. */
    requireSeller: preHandlerAsyncHookHandler;
    /** preHandler: a valid administrator token is required; sets `request.adminId`. */
    requireAdmin: preHandlerAsyncHookHandler;
    /** onRequest for `/internal/...`: a valid service token is required; sets `request.callingService`. */
    requireService: preHandlerAsyncHookHandler;
    signToken(audience: Audience, subject: string): string;
    /** The token's subject when it is valid for the audience, otherwise null. */
    verifyToken(audience: Audience, request: FastifyRequest): string | null;
  }
  interface FastifyRequest {
    sellerId: string;
    adminId: string;
    callingService: string;
  }
}

function bearerOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Seller and administrator tokens: one @fastify/jwt namespace (and secret) per audience,
 * HS256 pinned, `aud`, `iss`, `exp` and `sub` required, array audiences refused.
 */
async function authPlugin(app: FastifyInstance, secrets: TokenSecrets): Promise<void> {
  const held = (Object.keys(audiences) as Audience[]).filter((audience) => secrets[audience]);
  for (const audience of held) {
    await app.register(fastifyJwt, {
      secret: secrets[audience] as string,
      namespace: audience,
      sign: {
        algorithm: tokenAlgorithm,
        aud: audiences[audience],
        iss: tokenIssuer,
        expiresIn: tokenLifetimes[audience],
      },
      verify: {
        algorithms: [tokenAlgorithm],
        allowedAud: audiences[audience],
        allowedIss: tokenIssuer,
        requiredClaims: ['aud', 'iss', 'exp', 'sub'],
        // Verified tokens are kept by verifyToken below, keyed more cheaply than fast-jwt would.
        cache: false,
      },
    });
  }

  app.decorateRequest('sellerId', '');
  app.decorateRequest('adminId', '');
  app.decorateRequest('callingService', '');

  app.decorate('signToken', (audience: Audience, subject: string) =>
    app.jwt[audience].sign({ sub: subject }),
  );

  // A token is checked in full once, then its subject is reused until it expires.
  const verified: Record<Audience, VerifiedTokens> = {
    seller: new VerifiedTokens(),
    admin: new VerifiedTokens(),
    service: new VerifiedTokens(),
    release: new VerifiedTokens(),
  };

  app.decorate('verifyToken', (audience: Audience, request: FastifyRequest): string | null => {
    const token = bearerOf(request);
    if (!token || !held.includes(audience)) return null;
    const known = verified[audience].subjectOf(token);
    if (known !== undefined) return known;
    try {
      const claims = app.jwt[audience].verify<TokenClaims>(token);
      if (claims.aud !== audiences[audience] || typeof claims.sub !== 'string' || claims.sub === '')
        return null;
      verified[audience].remember(token, claims.sub, claims.exp);
      return claims.sub;
    } catch {
      return null;
    }
  });

  app.decorate('requireSeller', async (request: FastifyRequest) => {
    const sellerId = app.verifyToken('seller', request);
    if (!sellerId) throw new UnauthorizedError(sellerMessages.mustBeLoggedIn);
    request.sellerId = sellerId;
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const adminId = app.verifyToken('admin', request);
    if (!adminId) throw new UnauthorizedError(adminMessages.accessDenied);
    request.adminId = adminId;
  });

  app.decorate('requireService', async (request: FastifyRequest) => {
    const service = app.verifyToken('service', request);
    if (!service) throw new UnauthorizedError(serverMessages.unauthorized);
    request.callingService = service;
  });
}

export const auth = fp(authPlugin, { name: 'drops-auth' });
