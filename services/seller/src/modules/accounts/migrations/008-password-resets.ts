import { accountSecurityMigration } from '@drops/db';
import { sellerSecurityTables } from '../security-tables';

/** Issue 30: sellers' password reset tokens (hashed) and their per-account sign-in failures. */
export const { up, down } = accountSecurityMigration(sellerSecurityTables);
