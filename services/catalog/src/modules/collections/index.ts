import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCollectionsRepository, type CollectionsRepository } from './collections-repository';

export type { CollectionsRepository } from './collections-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** A seller's collections (series), every query scoped to the owner. */
    collectionsRepository: CollectionsRepository;
  }
}

/**
 * Collections: a seller's series of drops (`/collections`), names unique per seller in any
 * case. Autoloaded with the other modules; a deleted collection's drops stay, detached through
 * the drops module's repository.
 */
async function collectionsPlugin(app: FastifyInstance) {
  app.decorate('collectionsRepository', createCollectionsRepository(app.db));
}

export default fp(collectionsPlugin, {
  name: 'catalog-collections',
  dependencies: ['drops-database'],
});
