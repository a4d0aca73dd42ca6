import {
  createService,
  serviceOptionsOf,
  type ServiceAppOptions,
  featureModules,
  type ServiceApp,
  type ServiceName,
} from '@drops/service-kit';
import path from 'node:path';
import { remoteServices } from './plugins/remote-services';
import type { ReleasesOptions } from './modules/releases';
import type { AccountsOptions } from './modules/accounts';

export interface AdminAppOptions extends ServiceAppOptions {
  /** The owners of sellers and drops, asked on every moderation call. */
  serviceUrls: Pick<Record<ServiceName, string>, 'seller' | 'catalog'>;
  /** The release registry's storage and timings (issue 28); defaults suit `npm start` and tests. */
  releases?: ReleasesOptions;
  /** Issue 30 item 5: whether administrators must sign in with a second factor. */
  accounts?: AccountsOptions;
}

/**
 * The admin service: administrator login, categories, and moderation of sellers and drops,
 * composed from the seller service's and the catalog's internal answers (it owns neither table).
 */
export async function buildApp(options: AdminAppOptions): Promise<ServiceApp> {
  const app = await createService(serviceOptionsOf('admin', options));

  // The owners of sellers and drops are asked; each module's repository owns its own tables' SQL.
  await app.register(remoteServices, { serviceUrls: options.serviceUrls });
  // Every folder of src/modules (dist/modules once built): faces first, then their routes.
  await app.register(featureModules, {
    dir: path.join(__dirname, 'modules'),
    options: { releases: options.releases ?? {}, accounts: options.accounts ?? {} },
  });

  return app;
}

export { adminMigrations, migrateAdminDatabase } from './migrations';
