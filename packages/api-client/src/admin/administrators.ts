import type {
  AdminAccountAnswer,
  AdminAccountListAnswer,
  AdminInviteAcceptBody,
  AdminInviteBody,
  AdminSecondFactorAnswer,
  AdminSecondFactorBody,
  PasswordAnswer,
  RecoveryCodesAnswer,
  SuccessMessage,
  TotpCodeBody,
  TotpSetupAnswer,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** Issue 30 item 5: administrators and their second factor. */

/** GET /admin/admins: every administrator with status, second factor and last sign-in. */
export function listAdministrators(client: ApiClient, signal?: AbortSignal) {
  return client.request<AdminAccountListAnswer>('GET', '/admin/admins', { signal });
}

/** POST /admin/admins `{ email }`: invites by mail (409 for an existing administrator). */
export function inviteAdministrator(client: ApiClient, body: AdminInviteBody) {
  return client.request<AdminAccountAnswer>('POST', '/admin/admins', { body });
}

/** POST /admin/admins/:id/disable or /enable (never the last active one). */
export function setAdministratorDisabled(client: ApiClient, id: string, disabled: boolean) {
  return client.request<AdminAccountAnswer>(
    'POST',
    `/admin/admins/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
  );
}

/** POST /auth/invites/accept `{ token, password }`: the invitation's password. */
export function acceptAdminInvitation(client: ApiClient, body: AdminInviteAcceptBody) {
  return client.request<PasswordAnswer>('POST', '/auth/invites/accept', { body });
}

/** POST /auth/login/second-factor: the login's challenge and a code; sets the refresh cookie. */
export function completeAdminSecondFactor(client: ApiClient, body: AdminSecondFactorBody) {
  return client.request<AdminSecondFactorAnswer>('POST', '/auth/login/second-factor', {
    body,
    withCredentials: true,
  });
}

/** POST /auth/totp/setup: a new secret to add to an authenticator app. */
export function setUpAdminTotp(client: ApiClient) {
  return client.request<TotpSetupAnswer>('POST', '/auth/totp/setup');
}

/** POST /auth/totp/enable `{ code }`: the factor on; the recovery codes, shown once. */
export function enableAdminTotp(client: ApiClient, body: TotpCodeBody) {
  return client.request<RecoveryCodesAnswer>('POST', '/auth/totp/enable', { body });
}

/** POST /auth/totp/disable `{ code }`. */
export function disableAdminTotp(client: ApiClient, body: TotpCodeBody) {
  return client.request<SuccessMessage>('POST', '/auth/totp/disable', { body });
}
