import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import {
  accessTokenMaxSeconds,
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
    /** A token for the subject; a person's access token names its session (issue 30). */
    signToken(audience: Audience, subject: string, sessionId?: string): string;
    /** The token's subject when it is valid for the audience, otherwise null. */
    verifyToken(audience: Audience, request: FastifyRequest): string | null;
    /**
     * Issue 30: how this service learns whether a person's session is still alive, per audience,
     * set by the module that owns the sessions (or asks their owner). Without one, a token's
     * signature and expiry are all that is checked.
     */
    sessionChecks: Partial<Record<Audience, SessionCheck>>;
  }
  interface FastifyRequest {
    sellerId: string;
    adminId: string;
    callingService: string;
    /** The session of the caller's access token, when it names one. */
    sessionId: string;
  }
}

/** Whether the session is alive and belongs to the subject. */
export type SessionCheck = (sessionId: string, subject: string) => Promise<boolean>;

interface VerifiedClaims {
  subject: string;
  session?: string;
}

const isPerson = (audience: Audience) => audience === 'seller' || audience === 'admin';

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
  app.decorateRequest('sessionId', '');
  app.decorate('sessionChecks', {});

  app.decorate('signToken', (audience: Audience, subject: string, sessionId?: string) =>
    app.jwt[audience].sign(sessionId ? { sub: subject, sid: sessionId } : { sub: subject }),
  );

  // A token is checked in full once, then its subject is reused until it expires.
  const verified: Record<Audience, VerifiedTokens> = {
    seller: new VerifiedTokens(),
    admin: new VerifiedTokens(),
    service: new VerifiedTokens(),
    release: new VerifiedTokens(),
  };

  function claimsOf(audience: Audience, request: FastifyRequest): VerifiedClaims | null {
    const token = bearerOf(request);
    if (!token || !held.includes(audience)) return null;
    const known = verified[audience].claimsOf(token);
    if (known !== undefined) return known;
    try {
      const claims = app.jwt[audience].verify<TokenClaims>(token);
      if (claims.aud !== audiences[audience] || typeof claims.sub !== 'string' || claims.sub === '')
        return null;
      const session = typeof claims.sid === 'string' && claims.sid !== '' ? claims.sid : undefined;
      // A person's token without a session is one the platform signed itself (tools, tests):
      // it may not outlive an access token, so the 7-day tokens from before issue 30 end too.
      if (!session && isPerson(audience) && claims.exp - claims.iat > accessTokenMaxSeconds)
        return null;
      const verifiedClaims = session ? { subject: claims.sub, session } : { subject: claims.sub };
      verified[audience].remember(token, verifiedClaims, claims.exp);
      return verifiedClaims;
    } catch {
      return null;
    }
  }

  app.decorate(
    'verifyToken',
    (audience: Audience, request: FastifyRequest) => claimsOf(audience, request)?.subject ?? null,
  );

  /** The caller's claims when the token is valid and its session (if any) still alive. */
  async function liveClaimsOf(
    audience: Audience,
    request: FastifyRequest,
  ): Promise<VerifiedClaims | null> {
    const claims = claimsOf(audience, request);
    if (!claims) return null;
    const check = app.sessionChecks[audience];
    if (claims.session && check && !(await check(claims.session, claims.subject))) return null;
    return claims;
  }

  app.decorate('requireSeller', async (request: FastifyRequest) => {
    const claims = await liveClaimsOf('seller', request);
    if (!claims) throw new UnauthorizedError(sellerMessages.mustBeLoggedIn);
    request.sellerId = claims.subject;
    request.sessionId = claims.session ?? '';
  });

  app.decorate('requireAdmin', async (request: FastifyRequest) => {
    const claims = await liveClaimsOf('admin', request);
    if (!claims) throw new UnauthorizedError(adminMessages.accessDenied);
    request.adminId = claims.subject;
    request.sessionId = claims.session ?? '';
  });

  app.decorate('requireService', async (request: FastifyRequest) => {
    const service = app.verifyToken('service', request);
    if (!service) throw new UnauthorizedError(serverMessages.unauthorized);
    request.callingService = service;
  });
}

export const auth = fp(authPlugin, { name: 'drops-auth' });
