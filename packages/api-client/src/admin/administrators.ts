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
import { postBody } from '../endpoint';

/** Issue 30 item 5: administrators and their second factor. */

/** GET /admin/admins: every administrator with status, second factor and last sign-in. */
export function listAdministrators(client: ApiClient, signal?: AbortSignal) {
  return client.request<AdminAccountListAnswer>('GET', '/admin/admins', { signal });
}

/** POST /admin/admins `{ email }`: invites by mail (409 for an existing administrator). */
export const inviteAdministrator = postBody<AdminInviteBody, AdminAccountAnswer>('/admin/admins');

/** POST /admin/admins/:id/disable or /enable (never the last active one). */
export function setAdministratorDisabled(client: ApiClient, id: string, disabled: boolean) {
  return client.request<AdminAccountAnswer>(
    'POST',
    `/admin/admins/${encodeURIComponent(id)}/${disabled ? 'disable' : 'enable'}`,
  );
}

/** POST /auth/invites/accept `{ token, password }`: the invitation's password. */
export const acceptAdminInvitation = postBody<AdminInviteAcceptBody, PasswordAnswer>(
  '/auth/invites/accept',
);

/** POST /auth/login/second-factor: the login's challenge and a code; sets the refresh cookie. */
export const completeAdminSecondFactor = postBody<AdminSecondFactorBody, AdminSecondFactorAnswer>(
  '/auth/login/second-factor',
  { withCredentials: true },
);

/** POST /auth/totp/setup: a new secret to add to an authenticator app. */
export function setUpAdminTotp(client: ApiClient) {
  return client.request<TotpSetupAnswer>('POST', '/auth/totp/setup');
}

/** POST /auth/totp/enable `{ code }`: the factor on; the recovery codes, shown once. */
export const enableAdminTotp = postBody<TotpCodeBody, RecoveryCodesAnswer>('/auth/totp/enable');

/** POST /auth/totp/disable `{ code }`. */
export const disableAdminTotp = postBody<TotpCodeBody, SuccessMessage>('/auth/totp/disable');
