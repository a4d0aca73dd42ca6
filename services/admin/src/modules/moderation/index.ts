import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export { productFiltersOf } from './domain/product-filters';
export { sellerFiltersOf } from './domain/seller-filters';

/**
 * `/admin/sellers` and `/admin/products`: the review of sellers and the moderation of drops
 * (badge, pause, restore), composed from the seller service's and the catalog's answers; it
 * owns no table. Its face is the list filters the exports apply the same way.
 */
async function moderationModule(_app: FastifyInstance) {}

export default fp(moderationModule, { name: 'admin-moderation' });
