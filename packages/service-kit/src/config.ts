import type { TokenSecrets } from '@drops/auth';

export interface CommonServiceConfig {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  tokenSecrets: TokenSecrets;
  logLevel: string;
}

/** Development secrets, used only when the environment names none (see README). */
export const developmentTokenSecrets: TokenSecrets = {
  seller: 'drops-development-seller-token-secret-0123456789',
  admin: 'drops-development-admin-token-secret-0123456789',
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

/** The settings every service reads; each app's own config module calls this with `process.env`. */
export function readCommonConfig(
  env: Record<string, string | undefined>,
  portVariable: string,
  defaultPort: number,
): CommonServiceConfig {
  return {
    host: env.HOST ?? '0.0.0.0',
    port: parsePort(env[portVariable], defaultPort),
    databaseUrl: env.DATABASE_URL || undefined,
    tokenSecrets: {
      seller: secretFrom(env, 'SELLER_JWT_SECRET', developmentTokenSecrets.seller),
      admin: secretFrom(env, 'ADMIN_JWT_SECRET', developmentTokenSecrets.admin),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
