import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type RawServerDefault,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TokenSecrets } from '@drops/auth';
import { auth } from './auth';
import type { ServiceConfig } from './config';
import { database, type DatabaseOptions } from './database';
import { registerErrorHandler } from './error-handler';
import { frameworkErrorOptions } from './framework-errors';
import { registerJsonBodyParser } from './json-body';
import { registerLingeringClose } from './lingering-close';
import { registerHealthRoutes } from './health';
import { registerMetrics } from './metrics';
import { registerOpenApi } from './openapi';
import { registerRequestId, requestIdOptions } from './request-id';
import { registerValidation } from './validation';

export type ServiceApp = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

export interface ServiceOptions {
  name: string;
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  /** Default body limit in bytes; upload routes raise their own. */
  bodyLimit?: number;
  /** Time a whole request may take; the catalog raises it for large uploads. */
  requestTimeoutMs?: number;
  /** Where Prometheus reads the metrics (`METRICS_PORT`); none when absent. */
  metricsPort?: number;
  /** The metrics server's address (the service's own host). */
  metricsHost?: string;
  /** Where log lines go (standard output unless told): tests read them. */
  logDestination?: { write(line: string): void };
}

/**
 * The common base of every service, booted in a fixed order: request ids, validation and errors,
 * then the database and authentication plugins, then the health routes and the metrics.
 * The service registers its repositories and routes on the returned instance.
 */
export async function createService(options: ServiceOptions): Promise<ServiceApp> {
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'info',
      name: options.name,
      ...(options.logDestination && { stream: options.logDestination }),
    },
    bodyLimit: options.bodyLimit ?? 1024 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    requestTimeout: options.requestTimeoutMs ?? 30_000,
    // The feature modules are autoloaded: on a busy two-core machine, reading and compiling a
    // service's route files can pass avvio's 10 s default for one plugin, which failed a start
    // that was only slow. A plugin that truly hangs still fails, after a minute.
    pluginTimeout: 60_000,
    ajv: { customOptions: { strict: false } },
    // A client's `/seller/login/` is the spec's `/seller/login`.
    routerOptions: { ignoreTrailingSlash: true },
    ...requestIdOptions(),
    ...frameworkErrorOptions(),
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerRequestId(app);
  registerValidation(app);
  registerErrorHandler(app);
  registerJsonBodyParser(app);
  registerLingeringClose(app);
  await app.register(database, options.database);
  await app.register(auth, options.tokenSecrets);

  registerHealthRoutes(app, options.name);
  await registerMetrics(app, {
    service: options.name,
    port: options.metricsPort,
    host: options.metricsHost,
  });
  await registerOpenApi(app, options.name);

  return app;
}

/** What every service's `buildApp` takes from its config for the common base. */
export interface ServiceAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  /** `METRICS_PORT` and the address it listens on (the service's own). */
  metrics?: { port?: number; host?: string };
}

/** `createService`'s options for the service `name` from its app options. */
export function serviceOptionsOf(name: string, options: ServiceAppOptions): ServiceOptions {
  return {
    name,
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
    metricsPort: options.metrics?.port,
    metricsHost: options.metrics?.host,
  };
}

/** A service's app options as its `server.ts` reads them from the environment's config. */
export function appOptionsOf(config: ServiceConfig): ServiceAppOptions {
  return {
    database: { url: config.databaseUrl },
    tokenSecrets: config.tokenSecrets,
    logLevel: config.logLevel,
    metrics: { port: config.metricsPort, host: config.host },
  };
}
