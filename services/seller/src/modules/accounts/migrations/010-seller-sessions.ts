import { accountSessionMigration } from '@drops/db';
import { sellerSessionTables } from '../security-tables';

/** Issue 30 item 3: sellers' sessions and their refresh tokens (hashed). */
export const { up, down } = accountSessionMigration(sellerSessionTables);
