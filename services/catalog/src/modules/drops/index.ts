import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  createModerationRepository,
  type ModerationRepository,
  type ProductsRepositoryOptions,
} from './moderation-repository';
import { createProductsRepository, type ProductsRepository } from './products-repository';

export type { ProductsRepository } from './products-repository';
export type { ModerationRepository, ProductsRepositoryOptions } from './moderation-repository';

/** The modules' option `drops`. */
export interface DropsOptions {
  /** Tuning of the moderation list (count reuse, search strategy); the defaults suit production. */
  moderation?: ProductsRepositoryOptions;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** A seller's own drops: every query scoped to the owner, every write with its event. */
    productsRepository: ProductsRepository;
    /** Every seller's drops for the administrators (the admin service's `/internal/...` calls). */
    moderationRepository: ModerationRepository;
  }
}

/**
 * Drops: the seller's drops (`/seller/products`), the administrators' view of them
 * (`/internal/products...`, `/internal/sellers/:id/products`), their rules and their rows.
 * Autoloaded with the other modules, after `phases` (every write keeps the drop's phase job in
 * its transaction); reads its own key (`drops`) of their options.
 */
async function dropsPlugin(app: FastifyInstance, { drops = {} }: { drops?: DropsOptions }) {
  app.decorate('productsRepository', createProductsRepository(app.db, app.outbox, app.phaseJobs));
  app.decorate(
    'moderationRepository',
    createModerationRepository(app.db, app.outbox, app.phaseJobs, drops.moderation),
  );
}

export default fp(dropsPlugin, {
  name: 'catalog-drops',
  dependencies: ['drops-database', 'drops-outbox', 'catalog-phases'],
});
