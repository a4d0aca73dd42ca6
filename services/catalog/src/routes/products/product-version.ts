import {
  etagOf,
  expectedVersionOf,
  versionConflictCode,
  versionMatches,
  versionMessages,
  type Product,
} from '@drops/contracts';
import { DomainError, NotFoundError } from '@drops/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { StaleVersionError } from '../../repositories/products-repository';

/** What a drop write names of the version it was made from: the body's and `If-Match`. */
export interface SentVersion {
  version?: number;
  ifMatch?: string;
}

/** The 409 of a stale version: the error body with the drop as it stands now. */
export function dropConflict(current: Product): DomainError {
  return new DomainError(409, versionMessages.dropChanged, versionConflictCode, undefined, {
    current,
  });
}

/**
 * The version a compare-and-set write must find (undefined when the client named none), or the
 * 409 when the drop has already moved on from what the client sent.
 */
export function checkedVersion(product: Product, sent: SentVersion): number | undefined {
  if (!versionMatches(product.version, sent)) throw dropConflict(product);
  return expectedVersionOf(product.version, sent);
}

/**
 * Runs a compare-and-set write; a writer that got in between turns into the 409 with the drop
 * as that writer left it.
 */
export async function staleAsConflict<T>(
  app: FastifyInstance,
  sellerId: string,
  id: string,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    const now = await app.productsRepository.findOwned(sellerId, id);
    if (!now) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
    throw dropConflict(now.product);
  }
}

/** Every answer carrying one drop tells its version as the `ETag` too. */
export function withEtag(reply: FastifyReply, product: Product): void {
  void reply.header('etag', etagOf(product.version));
}
