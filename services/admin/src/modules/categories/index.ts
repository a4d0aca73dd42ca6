import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { categoriesRepository, createCategoriesRepository } from './categories-repository';

/** `/admin/categories`: list with search, create, rename, delete. Other modules need nothing of it. */
async function categoriesModule(app: FastifyInstance) {
  app.decorate(categoriesRepository, createCategoriesRepository(app.db));
}

export default fp(categoriesModule, { name: 'admin-categories', dependencies: ['drops-database'] });
