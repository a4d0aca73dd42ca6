import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenSecrets } from '@drops/auth';
import { auth } from './auth';
import { database, type DatabaseOptions } from './database';
import { registerErrorHandler } from './error-handler';
import { registerJsonBodyParser } from './json-body';
import { registerLingeringClose } from './lingering-close';
import { registerValidation } from './validation';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Extra detail for `GET /health` (the outbox backlog, ...); a failing check makes it 503. */
    healthChecks: (() => Promise<Record<string, unknown>>)[];
  }
}

export interface ServiceOptions {
  name: string;
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  /** Default body limit in bytes; upload routes raise their own. */
  bodyLimit?: number;
  /** Time a whole request may take; the catalog raises it for large uploads. */
  requestTimeoutMs?: number;
}

/**
 * The common base of every service, booted in a fixed order: validation and errors,
 * then the database and authentication plugins, then `GET /health`.
 * The service registers its repositories and routes on the returned instance.
 */
export async function createService(options: ServiceOptions): Promise<ServiceApp> {
  const app = Fastify({
    logger: { level: options.logLevel ?? 'info', name: options.name },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    ajv: { customOptions: { strict: false } },
    // A client's `/seller/login/` is the spec's `/seller/login`.
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerValidation(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerLingeringClose(app);
  await app.register(database, options.database);
  await app.register(auth, options.tokenSecrets);

  app.decorate('healthChecks', []);
  app.get('/health', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await app.db.raw('select 1');
      const details = await Promise.all(app.healthChecks.map((check) => check()));
      return Object.assign({ status: 'ok', service: options.name, database: 'ok' }, ...details);
    } catch {
      return reply.status(503).send({ status: 'error', service: options.name, database: 'error' });
    }
  });

  return app;
}
