import {
  createService,
  type DatabaseOptions,
  type ServiceApp,
  type ServiceName,
} from '@drops/service-kit';
import type { TokenSecrets } from '@drops/auth';
import { adminAccess } from './plugins/admin-access';
import { auditTrail } from './plugins/audit-trail';
import { remoteServices } from './plugins/remote-services';
import { repositories } from './plugins/repositories';
import { loginRoute } from './routes/auth/login';
import { auditLogRoutes } from './routes/audit-log';
import { categoryRoutes } from './routes/categories';
import { productRoutes } from './routes/products';
import { sellerRoutes } from './routes/sellers';
import { releasesModule, type ReleasesOptions } from './modules/releases';

export interface AdminAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  logLevel?: string;
  /** `METRICS_PORT` and the address it listens on (the service's own). */
  metrics?: { port?: number; host?: string };
  /** The owners of sellers and drops, asked on every moderation call. */
  serviceUrls: Pick<Record<ServiceName, string>, 'seller' | 'catalog'>;
  /** The release registry's storage and timings (issue 28); defaults suit `npm start` and tests. */
  releases?: ReleasesOptions;
}

/**
 * The admin service: administrator login, categories, and moderation of sellers and drops,
 * composed from the seller service's and the catalog's internal answers (it owns neither table).
 */
export async function buildApp(options: AdminAppOptions): Promise<ServiceApp> {
  const app = await createService({
    name: 'admin',
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
    metricsPort: options.metrics?.port,
    metricsHost: options.metrics?.host,
  });

  // Repositories own all SQL (this service's tables); the owners of the rest are asked.
  await app.register(repositories);
  await app.register(remoteServices, { serviceUrls: options.serviceUrls });
  await app.register(adminAccess);
  await app.register(auditTrail);
  await app.register(loginRoute);
  await app.register(sellerRoutes);
  await app.register(productRoutes);
  await app.register(categoryRoutes);
  await app.register(auditLogRoutes);
  await app.register(releasesModule, options.releases ?? {});

  return app;
}

export { adminMigrations, migrateAdminDatabase } from './migrations';
