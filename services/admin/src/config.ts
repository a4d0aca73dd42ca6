import { databaseUrlOf, readCommonConfig, type ServiceConfig } from '@drops/service-kit';
import { releasesConfigFrom, type ReleasesOptions } from './modules/releases';

export interface AdminConfig extends ServiceConfig {
  releases: ReleasesOptions;
}

/** The only place the admin service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): AdminConfig {
  return {
    ...readCommonConfig(env, 'ADMIN_PORT', 4003, 'admin'),
    releases: releasesConfigFrom(env),
  };
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlOf(env, 'admin');
}
