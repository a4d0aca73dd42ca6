import { appOptionsOf, serveService } from '@drops/service-kit';
import { buildApp } from './app';
import { readConfig } from './config';
import { migrateCatalogDatabase } from './migrations';
import { prepareBucketOnStart } from './modules/media/storage/prepare-bucket';

/**
 * Starts the catalog service on CATALOG_PORT (4002): `pnpm --filter @drops/catalog-service start`.
 * It migrates its own tables first, so the service deploys with its schema, and sets its
 * bucket's CORS rule for the frontends (issue 18), as the release's migration Job does.
 */
const config = readConfig();
serveService(config, migrateCatalogDatabase, async () => {
  const app = await buildApp({
    ...appOptionsOf(config),
    storage: config.storage,
    serviceUrls: config.serviceUrls,
    webhooks: config.webhooks,
  });
  if (config.bucket) await prepareBucketOnStart(config.bucket, app.log);
  return app;
});
