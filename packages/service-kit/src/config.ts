import { createHmac } from 'node:crypto';
import type { TokenSecrets } from '@drops/auth';
import { databaseUrlOf } from '@drops/db';

export type ServiceName = 'seller' | 'catalog' | 'admin';

export interface CommonServiceConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  tokenSecrets: TokenSecrets;
  /** Where each service answers its `/internal/...` routes (and the gateway proxies to). */
  serviceUrls: Record<ServiceName, string>;
  logLevel: string;
  /** `METRICS_PORT`: Prometheus metrics on a port of their own; absent = not served. */
  metricsPort: number | undefined;
}

/** A service's settings: it always has a database (its own embedded file when none is named). */
export interface ServiceConfig extends CommonServiceConfig {
  databaseUrl: string;
}

/**
 * The release tokens' key (issue 28) when `RELEASE_JWT_SECRET` is not set: derived from the
 * administrator tokens' secret, so a deployment needs no new secret, yet the key differs from it
 * (an administrator token never verifies as a release token, nor the reverse, whatever `aud`).
 */
export function releaseSecretOf(adminSecret: string): string {
  return createHmac('sha256', adminSecret).update('drops:release').digest('base64url');
}

/** Development secrets, used only when the environment names none (see README). */
export const developmentTokenSecrets: TokenSecrets = {
  seller: 'drops-development-seller-token-secret-0123456789',
  admin: 'drops-development-admin-token-secret-0123456789',
  service: 'drops-development-service-token-secret-0123456789',
  release: releaseSecretOf('drops-development-admin-token-secret-0123456789'),
};

/**
 * A secret from the environment. Outside production a missing one falls back to the development
 * value the repository ships (so `npm start` works on a fresh clone); in production
 * (`NODE_ENV=production`) a process started without it refuses to start, since anyone could
 * sign tokens or links with a secret published in the repository.
 */
export function secretFrom(
  env: Record<string, string | undefined>,
  name: string,
  developmentValue: string,
): string {
  const value = env[name];
  if (value) return value;
  if (env.NODE_ENV === 'production')
    throw new Error(`${name} must be set when NODE_ENV=production`);
  return developmentValue;
}

export function parsePort(value: string | undefined, fallback: number): number {
  const port = Number(value);
  return Number.isInteger(port) && port > 0 && port < 65536 ? port : fallback;
}

/** The five frontends in development (shell and the four microfrontends), by either local name. */
export const defaultFrontendOrigins = [3000, 3001, 3002, 3003, 3004].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

/**
 * `FRONTEND_ORIGINS` (comma-separated): the pages that call the API and send files to storage.
 * The gateway's CORS and the storage bucket's CORS rule (issue 18) both read it here.
 */
export function readFrontendOrigins(env: Record<string, string | undefined>): string[] {
  const origins = (env.FRONTEND_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  return origins.length > 0 ? origins : defaultFrontendOrigins;
}

const defaultServicePorts: Record<ServiceName, number> = {
  seller: 4001,
  catalog: 4002,
  admin: 4003,
};

/** `<NAME>_SERVICE_URL`, else 127.0.0.1 on the service's port (`<NAME>_PORT` or its default). */
export function readServiceUrls(
  env: Record<string, string | undefined>,
): Record<ServiceName, string> {
  const urlOf = (name: ServiceName) =>
    env[`${name.toUpperCase()}_SERVICE_URL`] ??
    `http://127.0.0.1:${parsePort(env[`${name.toUpperCase()}_PORT`], defaultServicePorts[name])}`;
  return { seller: urlOf('seller'), catalog: urlOf('catalog'), admin: urlOf('admin') };
}

/**
 * A service's database: its own `<NAME>_DATABASE_URL`, else the shared `DATABASE_URL`, else its
 * own embedded SQLite file (`.data/<name>.sqlite`).
 */
export { databaseUrlOf };

/**
 * The settings every process reads; each app's own config module calls this with `process.env`.
 * A service (`service` given) reads its database (`databaseUrlOf`) and holds the service-token
 * secret; the gateway holds neither.
 */
export function readCommonConfig(
  env: Record<string, string | undefined>,
  portVariable: string,
  defaultPort: number,
): CommonServiceConfig;
export function readCommonConfig(
  env: Record<string, string | undefined>,
  portVariable: string,
  defaultPort: number,
  service: ServiceName,
): ServiceConfig;
export function readCommonConfig(
  env: Record<string, string | undefined>,
  portVariable: string,
  defaultPort: number,
  service?: ServiceName,
): CommonServiceConfig {
  // Read in this order: a process missing several secrets names the first one.
  const sellerSecret = secretFrom(env, 'SELLER_JWT_SECRET', developmentTokenSecrets.seller);
  const adminSecret = secretFrom(env, 'ADMIN_JWT_SECRET', developmentTokenSecrets.admin);
  return {
    // A service answers the gateway and its neighbours only: loopback unless HOST opens it up.
    // The gateway is the public edge and listens everywhere.
    host: env.HOST ?? (service ? '127.0.0.1' : '0.0.0.0'),
    port: parsePort(env[portVariable], defaultPort),
    databaseUrl: service ? databaseUrlOf(env, service) : undefined,
    tokenSecrets: {
      seller: sellerSecret,
      admin: adminSecret,
      release: env.RELEASE_JWT_SECRET || releaseSecretOf(adminSecret),
      ...(service
        ? {
            service: secretFrom(
              env,
              'SERVICE_JWT_SECRET',
              developmentTokenSecrets.service as string,
            ),
          }
        : {}),
    },
    serviceUrls: readServiceUrls(env),
    logLevel: env.LOG_LEVEL ?? 'info',
    metricsPort: env.METRICS_PORT ? parsePort(env.METRICS_PORT, 0) || undefined : undefined,
  };
}
