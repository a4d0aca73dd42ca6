import { migrateAndExit } from '@drops/service-kit';
import { readDatabaseUrl } from './config';
import { migrateCatalogDatabase } from './migrations';

/** One-shot: migrates the catalog service's own tables, then exits (the Kubernetes migration Job). */
migrateAndExit(readDatabaseUrl(), migrateCatalogDatabase);
