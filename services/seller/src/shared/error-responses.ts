import { ErrorBodySchema } from '@drops/contracts';

/** The error body under every status a seller route can answer with. */
export const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
} as const;
