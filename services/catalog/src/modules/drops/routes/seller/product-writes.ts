import { reviewMessages, serverMessages, type ProductBody } from '@drops/contracts';
import type { ProductFields } from '../../product-row';
import { DomainError, ValidationError } from '@drops/service-kit';
import type { FastifyInstance } from 'fastify';
import { launchTimeErrors, productChangesOf, resolveProduct } from '../../domain/product-rules';
import type { SellerAccount } from '../../../../shared/seller-accounts/seller-account';
import { isForeignKeyViolation } from '@drops/db';

/**
 * The drop a create, update or status change will store, or a ValidationError naming every
 * broken rule. A collection must be one of the acting seller's own.
 */
export async function resolveProductWrite(
  app: FastifyInstance,
  account: SellerAccount,
  current: ProductFields,
  body: ProductBody | { status: string },
): Promise<{ merged: ProductFields; changes: Partial<ProductFields> }> {
  const { changes, errors: parseErrors, launchTimeGiven } = productChangesOf(body);
  // A drop an administrator paused stays paused whatever the seller saves (issue 16): it reads
  // as Draft, may be edited, and only the administrator's restore publishes it again.
  if (current.status === 'paused') {
    if (changes.status === 'published')
      throw new DomainError(409, reviewMessages.dropPaused, 'DROP_PAUSED', {
        status: reviewMessages.dropPaused,
      });
    if (changes.status !== undefined) changes.status = 'paused';
  }
  const { merged, errors } = resolveProduct(current, changes, account);
  Object.assign(
    errors,
    launchTimeErrors(current, merged, launchTimeGiven, app.clock.now()),
    parseErrors,
  );
  if (
    changes.collectionId &&
    !(await app.collectionsRepository.findOwned(account.id, changes.collectionId))
  )
    errors.collectionId = serverMessages.invalidValue;
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  return { merged, changes };
}

/** A collection deleted between the check and the write reads as the same field error. */
export async function collectionRaceAsValidation<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new ValidationError({ collectionId: serverMessages.invalidValue });
    throw error;
  }
}
