import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSellersRepository, type SellersRepository } from './sellers-repository';
import { createPasswordsRepository } from './passwords-repository';
import { passwordsRepository, sellersRepository } from './sellers-repository-key';
import type {} from '../mail';

/**
 * What other modules may do with a seller's account: read it, record a decision on it (which
 * writes its event), mark its invitation. Everything else on `sellers` stays in this module.
 */
export type SellerAccounts = Pick<SellersRepository, 'findById' | 'update' | 'markInvited'>;

declare module 'fastify' {
  interface FastifyInstance {
    sellerAccounts: SellerAccounts;
  }
}

/**
 * Sellers' accounts: sign-up, sign-in, the seller's own profile and the sellers table's
 * internal API for the admin service and the catalog. Each write another service must learn
 * about appends its event to the outbox, and what the event tells the seller (notifications)
 * is made in the same transaction.
 */
async function accountsModule(app: FastifyInstance) {
  const sellers = createSellersRepository(app.db, app.outbox, (trx, event) =>
    app.tellSeller(trx, event),
  );
  app.decorate(sellersRepository, sellers);
  app.decorate('sellerAccounts', sellers);
  app.decorate(passwordsRepository, createPasswordsRepository(app.db));
}

export default fp(accountsModule, {
  name: 'seller-accounts',
  dependencies: ['drops-database', 'drops-outbox'],
});
