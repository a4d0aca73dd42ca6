import { databaseUrlOf, readCommonConfig, type ServiceConfig } from '@drops/service-kit';
import { releasesConfigFrom, type ReleasesOptions } from './modules/releases';
import type { AccountsOptions } from './modules/accounts';

export interface AdminConfig extends ServiceConfig {
  releases: ReleasesOptions;
  accounts: AccountsOptions;
}

/** The only place the admin service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): AdminConfig {
  return {
    ...readCommonConfig(env, 'ADMIN_PORT', 4003, 'admin'),
    releases: releasesConfigFrom(env),
    // Issue 30 item 5: required in production whatever else is set; elsewhere on request.
    accounts: {
      secondFactorRequired: env.NODE_ENV === 'production' || env.ADMIN_SECOND_FACTOR === 'required',
    },
  };
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlOf(env, 'admin');
}
