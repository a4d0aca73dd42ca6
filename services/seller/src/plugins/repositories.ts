import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import {
  createSellersRepository,
  type SellersRepository,
} from '../repositories/sellers-repository';

declare module 'fastify' {
  interface FastifyInstance {
    sellersRepository: SellersRepository;
  }
}

/** The seller service's repository (`sellers`, writing its events to the outbox). */
export const repositories = fp(
  async (app: FastifyInstance) => {
    app.decorate('sellersRepository', createSellersRepository(app.db, app.outbox));
  },
  { name: 'seller-repositories', dependencies: ['drops-database', 'drops-outbox'] },
);
