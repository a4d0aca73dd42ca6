import {
  createService,
  serviceOptionsOf,
  type ServiceAppOptions,
  featureModules,
  outboxRelay,
  type OutboxPluginOptions,
  type ServiceApp,
  type ServiceName,
} from '@drops/service-kit';
import path from 'node:path';
import type { MailerOptions } from './modules/mail';

export interface SellerAppOptions extends ServiceAppOptions {
  /** Where the services that subscribe to seller events listen; without it events stay recorded only. */
  serviceUrls?: Pick<Record<ServiceName, string>, 'catalog'>;
  /** Tests shorten the relay's timings or drive it themselves. */
  outbox?: Pick<OutboxPluginOptions, 'timings' | 'relay'>;
  /** Email: SMTP server, sender, the app's public address; tests shorten the sender's timings. */
  mail?: MailerOptions;
}

/**
 * The seller service: registration, login, the seller's own profile, notifications and their
 * mails, and the sellers table's internal API.
 */
export async function buildApp(options: SellerAppOptions): Promise<ServiceApp> {
  const app = await createService(serviceOptionsOf('seller', options));

  // The catalog keeps its own copy of each seller's account state, fed by these events.
  await app.register(outboxRelay, {
    owner: 'seller',
    subscribers: options.serviceUrls
      ? [{ name: 'catalog', url: options.serviceUrls.catalog, types: ['seller.'] }]
      : [],
    ...options.outbox,
  });
  // Every folder of src/modules (dist/modules once built): faces first, then their routes; each
  // face receives these options and reads its own (the mail module, `mail`).
  await app.register(featureModules, {
    dir: path.join(__dirname, 'modules'),
    options: { mail: options.mail ?? {} },
  });

  return app;
}

export { sellerMigrations, migrateSellerDatabase } from './migrations';
