import { databaseUrlOf, readCommonConfig, type CommonServiceConfig } from '@drops/service-kit';

export type SellerConfig = CommonServiceConfig;

/** The only place the seller service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): SellerConfig {
  return readCommonConfig(env, 'SELLER_PORT', 4001, 'seller');
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return databaseUrlOf(env, 'seller');
}
