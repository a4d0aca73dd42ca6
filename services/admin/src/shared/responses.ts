import { ErrorBodySchema } from '@drops/contracts';

export const adminErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};

/** The schema lets the spec's filter values through in any letter case; blank and all filter nothing. */
export function chosenFilter<T extends string>(value: string | undefined): T | undefined {
  const lower = value?.toLowerCase();
  return lower && lower !== 'all' ? (lower as T) : undefined;
}
