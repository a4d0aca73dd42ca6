import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createCollectionsRepository, type CollectionsRepository } from './collections-repository';
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
  }
}

/** The catalog's repositories, over the service's knex instance. */
async function repositoriesPlugin(app: FastifyInstance): Promise<void> {
  app.decorate('productsRepository', createProductsRepository(app.db));
  app.decorate('collectionsRepository', createCollectionsRepository(app.db));
  app.decorate('sellerAccountsRepository', createSellerAccountsRepository(app.db));
}

export const repositories = fp(repositoriesPlugin, {
  name: 'catalog-repositories',
  dependencies: ['drops-database'],
});
