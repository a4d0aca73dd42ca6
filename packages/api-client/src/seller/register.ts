import type {
  RegisterCompleteBody,
  RegisterCompleteResponse,
  RegisterStep1Body,
  RegisterStep2Body,
  RegisterStep3Body,
  SuccessMessage,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** POST /seller/register/step1: the server's check of the account details; saves nothing. */
export function validateRegistrationStep1(client: ApiClient, body: RegisterStep1Body) {
  return client.request<SuccessMessage>('POST', '/seller/register/step1', { body });
}

/** POST /seller/register/step2: "Identity & Persona". */
export function validateRegistrationStep2(client: ApiClient, body: RegisterStep2Body) {
  return client.request<SuccessMessage>('POST', '/seller/register/step2', { body });
}

/** POST /seller/register/step3: link, moodboard and vision. */
export function validateRegistrationStep3(client: ApiClient, body: RegisterStep3Body) {
  return client.request<SuccessMessage>('POST', '/seller/register/step3', { body });
}

/** POST /seller/register/complete: creates the seller; `autoLogin` carries a token. */
export function completeRegistration(client: ApiClient, body: RegisterCompleteBody) {
  // A flex sign-up's answer sets the session's refresh cookie (issue 30).
  return client.request<RegisterCompleteResponse>('POST', '/seller/register/complete', {
    body,
    withCredentials: true,
  });
}
