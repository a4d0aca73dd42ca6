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
import { StaleVersionError, type OwnedProduct } from '../../products-repository';

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

/** The seller's drop; anyone else's, or none, answers 404. */
export async function ownedProduct(
  app: FastifyInstance,
  sellerId: string,
  id: string,
): Promise<OwnedProduct> {
  const owned = await app.productsRepository.findOwned(sellerId, id);
  if (!owned) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
  return owned;
}

/**
 * Runs a compare-and-set write of the seller's drop and answers the drop as that write saved it
 * (read in its transaction), its version told as the `ETag`. A writer that got in between turns
 * into the 409 with the drop as that writer left it.
 */
export async function saveVersioned(
  app: FastifyInstance,
  reply: FastifyReply,
  sellerId: string,
  id: string,
  write: () => Promise<Product | null>,
): Promise<Product> {
  let saved: Product | null;
  try {
    saved = await write();
  } catch (error) {
    if (!(error instanceof StaleVersionError)) throw error;
    throw dropConflict((await ownedProduct(app, sellerId, id)).product);
  }
  if (!saved) throw new NotFoundError(undefined, 'PRODUCT_NOT_FOUND');
  withEtag(reply, saved);
  return saved;
}

/** Every answer carrying one drop tells its version as the `ETag` too. */
export function withEtag(reply: FastifyReply, product: Product): void {
  void reply.header('etag', etagOf(product.version));
}
