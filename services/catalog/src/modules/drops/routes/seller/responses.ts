import { ErrorBodySchema, ProductConflictBodySchema } from '@drops/contracts';

/** Error answers every drop route may give, in the one error body. */
export const productErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  /**
   * A drop an administrator paused cannot be published by its seller (issue 16); a write made
   * from an older version is refused with the drop as it is now, `current` (issue 17).
   */
  409: ProductConflictBodySchema,
};
