import { databaseUrlOf, readCommonConfig, type ServiceConfig } from '@drops/service-kit';

export interface SellerConfig extends ServiceConfig {
  /** Email (issue 16): `SMTP_URL` (unset: mails are queued, not sent), `MAIL_FROM`, `PUBLIC_APP_URL`. */
  mail: { smtpUrl: string | undefined; from: string | undefined; publicAppUrl: string | undefined };
}

/** The only place the seller service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): SellerConfig {
  return {
    ...readCommonConfig(env, 'SELLER_PORT', 4001, 'seller'),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || undefined,
      publicAppUrl: env.PUBLIC_APP_URL || undefined,
    },
  };
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlOf(env, 'seller');
}
