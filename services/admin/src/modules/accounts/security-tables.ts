import type { AccountSecurityTables, AccountSessionTables } from '@drops/db';

/**
 * Issue 30: this service's tables of password resets and sign-in failures, named once for its
 * migration and its repository (a migration imports no repository: tooling loads migrations).
 */
export const adminSecurityTables: AccountSecurityTables = {
  accounts: 'admin_users',
  resetTokens: 'admin_password_resets',
  signInFailures: 'admin_sign_in_failures',
};

/** Issue 30 item 3: administrators' sessions and their refresh tokens (hashed). */
export const adminSessionTables: AccountSessionTables = {
  sessions: 'admin_sessions',
  refreshTokens: 'admin_refresh_tokens',
};
