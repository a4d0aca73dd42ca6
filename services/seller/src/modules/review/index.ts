import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * The administrator's decisions on a seller, asked by the admin service: approve or reject, and
 * invite a flex account to sell (`/internal/sellers/:id/...`). It writes through the accounts
 * face, so each decision's event and notification go with it. Other modules need nothing of it.
 */
async function reviewModule(_app: FastifyInstance) {}

export default fp(reviewModule, { name: 'seller-review' });
