import { accountSessionMigration } from '@drops/db';
import { adminSessionTables } from '../security-tables';

/** Issue 30 item 3: administrators' sessions and their refresh tokens (hashed). */
export const { up, down } = accountSessionMigration(adminSessionTables);
