import { databaseUrlOf, readCommonConfig, type ServiceConfig } from '@drops/service-kit';

export interface SellerConfig extends ServiceConfig {
  /**
   * Email (issue 16): `SMTP_URL` (unset: mails are queued, not sent), `MAIL_FROM`,
   * `PUBLIC_APP_URL`; `SUPPORT_EMAIL`, where sellers write (issue 31 item 5).
   */
  mail: {
    smtpUrl: string | undefined;
    from: string | undefined;
    publicAppUrl: string | undefined;
    supportEmail: string | undefined;
  };
}

/** The only place the seller service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): SellerConfig {
  return {
    ...readCommonConfig(env, 'SELLER_PORT', 4001, 'seller'),
    mail: {
      smtpUrl: env.SMTP_URL || undefined,
      from: env.MAIL_FROM || undefined,
      publicAppUrl: env.PUBLIC_APP_URL || undefined,
      supportEmail: env.SUPPORT_EMAIL || undefined,
    },
  };
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlOf(env, 'seller');
}
