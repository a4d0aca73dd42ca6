import { accountSecurityTablesOf, accountSessionTablesOf } from '@drops/db';

/**
 * Issue 30: this service's tables of password resets and sign-in failures
 * (`seller_password_resets`, `seller_sign_in_failures`), named once for its migration and its
 * repository (a migration imports no repository: tooling loads migrations).
 */
export const sellerSecurityTables = accountSecurityTablesOf('seller', 'sellers');

/**
 * Issue 30 item 3: sellers' sessions and their refresh tokens, hashed (`seller_sessions`,
 * `seller_refresh_tokens`).
 */
export const sellerSessionTables = accountSessionTablesOf('seller');
