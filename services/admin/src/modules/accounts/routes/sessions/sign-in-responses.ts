import { ErrorBodySchema } from '@drops/contracts';

/**
 * The refusals of both steps of a sign-in (the password, then the second factor): a bad body or
 * code 400, a wrong password or an expired challenge 401, a disabled account 403.
 */
export const signInErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
};
