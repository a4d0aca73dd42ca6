import { migrateAndExit } from '@drops/service-kit';
import { readBucketPreparation, readDatabaseUrl } from './config';
import { migrateCatalogDatabase } from './migrations';
import { applyBucketCors } from './modules/media/storage/bucket-cors';

/**
 * One-shot (the Kubernetes migration Job): migrates the catalog service's own tables and, with
 * S3, sets the bucket's CORS rule for the frontends (issue 18), then exits; either failing fails
 * the Job, so the release waits.
 */
const bucket = readBucketPreparation();
migrateAndExit(readDatabaseUrl(), async (db) => {
  await migrateCatalogDatabase(db);
  if (!bucket) return;
  const outcome = await applyBucketCors(bucket.storage, bucket.corsOrigins);
  process.stdout.write(`bucket ${bucket.storage.bucket}: CORS rule for the frontends ${outcome}\n`);
});
