import { databaseUrlOf, readCommonConfig, type ServiceConfig } from '@drops/service-kit';

export type AdminConfig = ServiceConfig;

/** The only place the admin service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): AdminConfig {
  return readCommonConfig(env, 'ADMIN_PORT', 4003, 'admin');
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlOf(env, 'admin');
}
