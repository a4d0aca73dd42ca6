import { accountSecurityTablesOf, accountSessionTablesOf } from '@drops/db';

/**
 * Issue 30: this service's tables of password resets and sign-in failures
 * (`admin_password_resets`, `admin_sign_in_failures`), named once for its migration and its
 * repository (a migration imports no repository: tooling loads migrations).
 */
export const adminSecurityTables = accountSecurityTablesOf('admin', 'admin_users');

/**
 * Issue 30 item 3: administrators' sessions and their refresh tokens, hashed (`admin_sessions`,
 * `admin_refresh_tokens`).
 */
export const adminSessionTables = accountSessionTablesOf('admin');
