import { SellerLoginBodySchema } from './contract.schemas';
import { validateWithSchema, type FieldErrors } from '@drops/forms';

export interface SignInValues {
  email: string;
  password: string;
}

export type SignInField = keyof SignInValues;

/** Spec section 5, sign-in: the contract's own rules and messages. */
export function validateSignIn(values: SignInValues): FieldErrors<SignInField> {
  return validateWithSchema<SignInField>(SellerLoginBodySchema, values, ['email', 'password']);
}
