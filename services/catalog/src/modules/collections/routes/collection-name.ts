import { serverMessages } from '@drops/contracts';
import { ValidationError } from '@drops/service-kit';
import type { FastifyInstance } from 'fastify';
import { collectionNameOf } from '../collection-rules';

/** The trimmed name and its key, or a ValidationError on `collectionName`. */
export async function checkedCollectionName(
  app: FastifyInstance,
  sellerId: string,
  raw: string,
  exceptId?: string,
): Promise<{ name: string; key: string }> {
  const { name, key, errors } = collectionNameOf(raw);
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
  if (await app.collectionsRepository.nameTaken(sellerId, key, exceptId)) throw nameTaken();
  return { name, key };
}

export function nameTaken(): ValidationError {
  return new ValidationError({ collectionName: serverMessages.collectionNameTaken });
}
