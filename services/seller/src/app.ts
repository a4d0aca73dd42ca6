import type { TokenSecrets } from '@drops/auth';
import {
  createService,
  outboxRelay,
  registerInternalRoutes,
  type DatabaseOptions,
  type OutboxPluginOptions,
  type ServiceApp,
  type ServiceName,
} from '@drops/service-kit';
import { mailer, type MailerOptions } from './plugins/mailer';
import { repositories } from './plugins/repositories';
import { internalRoutes } from './routes/internal';
import { registrationRoutes } from './routes/register';
import { sellerRoutes } from './routes/sellers';
import { loginRoute } from './routes/sessions/login';
import { notificationRoutes } from './routes/notifications';

export interface SellerAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  /** `METRICS_PORT` and the address it listens on (the service's own). */
  metrics?: { port?: number; host?: string };
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
  const app = await createService({
    name: 'seller',
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
    metricsPort: options.metrics?.port,
    metricsHost: options.metrics?.host,
  });

  // The catalog keeps its own copy of each seller's account state, fed by these events.
  await app.register(outboxRelay, {
    owner: 'seller',
    subscribers: options.serviceUrls
      ? [{ name: 'catalog', url: options.serviceUrls.catalog, types: ['seller.'] }]
      : [],
    ...options.outbox,
  });
  await app.register(mailer, options.mail ?? {});
  await app.register(repositories);
  await app.register(registrationRoutes);
  await app.register(loginRoute);
  await app.register(sellerRoutes);
  await app.register(notificationRoutes);
  await registerInternalRoutes(app, internalRoutes);

  return app;
}

export { sellerMigrations, migrateSellerDatabase } from './migrations';
