import { migrateAndExit } from '@drops/service-kit';
import { readDatabaseUrl } from './config';
import { migrateAdminDatabase } from './migrations';

/** One-shot: migrates the admin service's own tables, then exits (the Kubernetes migration Job). */
migrateAndExit(readDatabaseUrl(), migrateAdminDatabase);
