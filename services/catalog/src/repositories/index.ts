import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCollectionsRepository, type CollectionsRepository } from './collections-repository';
import {
  createModerationRepository,
  type ModerationRepository,
  type ProductsRepositoryOptions,
} from './moderation-repository';
import { createProductsRepository, type ProductsRepository } from './products-repository';
import {
  createSellerAccountsRepository,
  type SellerAccountsRepository,
} from './seller-accounts-repository';

declare module 'fastify' {
  interface FastifyInstance {
    productsRepository: ProductsRepository;
    collectionsRepository: CollectionsRepository;
    sellerAccountsRepository: SellerAccountsRepository;
    moderationRepository: ModerationRepository;
  }
}

/** The catalog's repositories, over the service's knex instance. */
async function repositoriesPlugin(
  app: FastifyInstance,
  options: { moderation?: ProductsRepositoryOptions },
): Promise<void> {
  app.decorate('productsRepository', createProductsRepository(app.db, app.outbox, app.phaseJobs));
  app.decorate(
    'moderationRepository',
    createModerationRepository(app.db, app.outbox, app.phaseJobs, options.moderation),
  );
  app.decorate('collectionsRepository', createCollectionsRepository(app.db));
  app.decorate('sellerAccountsRepository', createSellerAccountsRepository(app.db));
}

export const repositories = fp(repositoriesPlugin, {
  name: 'catalog-repositories',
  dependencies: ['drops-database', 'drops-outbox', 'catalog-phase-runner'],
});
