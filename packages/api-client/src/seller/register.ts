import type {
  RegisterCompleteBody,
  RegisterCompleteResponse,
  RegisterStep1Body,
  RegisterStep2Body,
  RegisterStep3Body,
  SuccessMessage,
} from '@drops/contracts';
import { postBody } from '../endpoint';

/** POST /seller/register/step1: the server's check of the account details; saves nothing. */
export const validateRegistrationStep1 = postBody<RegisterStep1Body, SuccessMessage>(
  '/seller/register/step1',
);

/** POST /seller/register/step2: "Identity & Persona". */
export const validateRegistrationStep2 = postBody<RegisterStep2Body, SuccessMessage>(
  '/seller/register/step2',
);

/** POST /seller/register/step3: link, moodboard and vision. */
export const validateRegistrationStep3 = postBody<RegisterStep3Body, SuccessMessage>(
  '/seller/register/step3',
);

/** POST /seller/register/complete: creates the seller; `autoLogin` carries a token. */
export const completeRegistration = postBody<RegisterCompleteBody, RegisterCompleteResponse>(
  '/seller/register/complete',
  // A flex sign-up's answer sets the session's refresh cookie (issue 30).
  { withCredentials: true },
);
