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
      seller: env.SELLER_JWT_SECRET || developmentTokenSecrets.seller,
      admin: env.ADMIN_JWT_SECRET || developmentTokenSecrets.admin,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
