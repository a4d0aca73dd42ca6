import type { MigrationList } from '@drops/db';
import * as releaseRegistry from './001-release-registry';

/** The release registry's tables, listed among the admin service's migrations. */
export const releasesMigrations: MigrationList = {
  'releases-001-registry': releaseRegistry,
};
