import { readCommonConfig, type CommonServiceConfig } from '@drops/service-kit';

export type SellerConfig = CommonServiceConfig;

/** The only place the seller service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): SellerConfig {
  return readCommonConfig(env, 'SELLER_PORT', 4001, 'seller');
}
