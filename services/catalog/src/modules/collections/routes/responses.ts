import { ErrorBodySchema } from '@drops/contracts';

/** Error answers every collection route may give, in the one error body. */
export const collectionErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
