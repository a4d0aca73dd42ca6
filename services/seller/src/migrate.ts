import { migrateAndExit } from '@drops/service-kit';
import { readDatabaseUrl } from './config';
import { migrateSellerDatabase } from './migrations';

/** One-shot: migrates the seller service's own tables, then exits (the Kubernetes migration Job). */
migrateAndExit(readDatabaseUrl(), migrateSellerDatabase);
