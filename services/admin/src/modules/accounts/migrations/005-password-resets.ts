import { accountSecurityMigration } from '@drops/db';
import { adminSecurityTables } from '../security-tables';

/** Issue 30: administrators' password reset tokens (hashed) and per-account sign-in failures. */
export const { up, down } = accountSecurityMigration(adminSecurityTables);
