import type { AccountSecurityTables, AccountSessionTables } from '@drops/db';

/**
 * Issue 30: this service's tables of password resets and sign-in failures, named once for its
 * migration and its repository (a migration imports no repository: tooling loads migrations).
 */
export const sellerSecurityTables: AccountSecurityTables = {
  accounts: 'sellers',
  resetTokens: 'seller_password_resets',
  signInFailures: 'seller_sign_in_failures',
};

/** Issue 30 item 3: sellers' sessions and their refresh tokens (hashed). */
export const sellerSessionTables: AccountSessionTables = {
  sessions: 'seller_sessions',
  refreshTokens: 'seller_refresh_tokens',
};
