import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSellersRepository, type SellersRepository } from './sellers-repository';
import { createPasswordsRepository } from './passwords-repository';
import { createEmailVerificationsRepository } from './email-verifications-repository';
import { createAccountSessionRepository } from '@drops/db';
import { accountSessions } from '@drops/service-kit';
import { sessionLifetimes } from '@drops/auth';
import {
  emailVerificationsRepository,
  passwordsRepository,
  sellerSessions,
  sellersRepository,
} from './sellers-repository-key';
import { sellerSessionTables } from './security-tables';
import type {} from '../mail';

/**
 * What other modules may do with a seller's account: read it, record a decision on it (which
 * writes its event), mark its invitation. Everything else on `sellers` stays in this module.
 */
export type SellerAccounts = Pick<SellersRepository, 'findById' | 'update' | 'markInvited'> & {
  /** Ends every session of the seller at once (issue 30: an administrator's rejection). */
  endSessions(sellerId: string): Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    sellerAccounts: SellerAccounts;
  }
}

/** The browser's refresh cookie: sent to the refresh route only. */
export const sellerRefreshCookie = { name: 'drops_seller_refresh', path: '/api/v1/seller/token' };

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
  const sessions = accountSessions(app, {
    audience: 'seller',
    sessions: createAccountSessionRepository(app.db, sellerSessionTables, sessionLifetimes.seller),
    cookie: sellerRefreshCookie,
  });
  app.decorate(sellersRepository, sellers);
  app.decorate('sellerAccounts', {
    findById: sellers.findById.bind(sellers),
    update: sellers.update.bind(sellers),
    markInvited: sellers.markInvited.bind(sellers),
    endSessions: async (sellerId: string) => {
      await sessions.endAll(sellerId, 'rejected');
    },
  });
  app.decorate(passwordsRepository, createPasswordsRepository(app.db));
  app.decorate(emailVerificationsRepository, createEmailVerificationsRepository(app.db));
  app.decorate(sellerSessions, sessions);
  // Every seller call checks its session here, so an ended session stops at once.
  app.sessionChecks.seller = sessions.isAlive;
}

export default fp(accountsModule, {
  name: 'seller-accounts',
  dependencies: ['drops-database', 'drops-outbox'],
});
