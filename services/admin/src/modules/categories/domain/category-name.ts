import { adminServerMessages, categoryNameMax, serverMessages } from '@drops/contracts';
import { NotFoundError, ValidationError } from '@drops/service-kit';
import { nameKeyOf } from '../categories-repository';

/** Trimmed, required, at most 100 characters (spec section 5, Administrator). */
export function categoryNameOf(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new ValidationError({ name: serverMessages.categoryNameRequired });
  if (name.length > categoryNameMax || nameKeyOf(name).length > categoryNameMax)
    throw new ValidationError({ name: adminServerMessages.categoryNameTooLong });
  return name;
}

export const categoryNameTaken = () =>
  new ValidationError({ name: serverMessages.categoryNameTaken });

export const categoryNotFound = () => new NotFoundError(adminServerMessages.categoryNotFound);
