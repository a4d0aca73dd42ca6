import { ErrorBodySchema, adminMessages, adminServerMessages } from '@drops/contracts';
import { NotFoundError } from '@drops/service-kit';

export const adminErrorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
  503: ErrorBodySchema,
};

export const sellerNotFound = () => new NotFoundError(adminMessages.sellerNotFound);
export const productNotFound = () => new NotFoundError(adminServerMessages.productNotFound);
export const categoryNotFound = () => new NotFoundError(adminServerMessages.categoryNotFound);

/** The schema lets the spec's filter values through in any letter case; blank and all filter nothing. */
export function chosenFilter<T extends string>(value: string | undefined): T | undefined {
  const lower = value?.toLowerCase();
  return lower && lower !== 'all' ? (lower as T) : undefined;
}
