import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sellerMessages, serverMessages } from '@drops/contracts';
import type { InternalSessionAliveResponse, Seller } from '@drops/contracts';
import { ForbiddenError, UnauthorizedError, type ServiceClient } from '@drops/service-kit';
import type { SellerAccount } from './seller-account';
import {
  createSellerAccountsRepository,
  type SellerAccountsRepository,
} from './seller-accounts-repository';

export interface SellerAccountOptions {
  /** The seller service, asked about a seller the catalog has heard nothing of yet. */
  sellerService?: ServiceClient;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalog's copy of each seller's account (`catalog_seller_accounts`). */
    sellerAccountsRepository: SellerAccountsRepository;
    /**
     * Hooks for every drop and collection route (preHandler) and the product upload (onRequest,
     * before its body is read): a valid seller token, then the seller's account (type and
     * approval) from the catalog's own copy, fed by the seller service's events. The token's subject is the acting seller; a `sellerId` in
     * the request never changes it.
     */
    requireSellerAccount: preHandlerAsyncHookHandler[];
  }
  interface FastifyRequest {
    sellerAccount: SellerAccount;
  }
}

async function sellerAccountPlugin(
  app: FastifyInstance,
  options: SellerAccountOptions,
): Promise<void> {
  app.decorateRequest('sellerAccount', null as unknown as SellerAccount);
  const accounts = createSellerAccountsRepository(app.db);
  app.decorate('sellerAccountsRepository', accounts);

  /**
   * A seller who signed up a moment ago may act before the `seller.registered` event arrives
   * (and a database from before the split has no copy yet): the seller service is asked once.
   */
  async function lookUp(id: string): Promise<SellerAccount | null> {
    const known = await accounts.findAccount(id);
    if (known || !options.sellerService) return known;
    const seller = await options.sellerService.get<Seller | null>(
      `/internal/sellers/${encodeURIComponent(id)}`,
      {
        notFoundAsNull: true,
      },
    );
    if (!seller) return null;
    await accounts.rememberLookup({
      id: seller._id,
      username: seller.username,
      accountType: seller.accountType,
      isApproved: seller.isApproved,
      isActive: seller.isActive,
    });
    return accounts.findAccount(id);
  }

  const loadAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    const account = await lookUp(request.sellerId);
    // A token outliving its seller, or a rejected seller's token, acts on nothing.
    if (!account) throw new UnauthorizedError(sellerMessages.mustBeLoggedIn);
    if (!account.isActive) throw new ForbiddenError(serverMessages.accountRejected);
    request.sellerAccount = account;
  };

  // Issue 30: the seller service owns sessions; asked on each call, so one it ended (a sign-out,
  // "sign out everywhere", a new password, a rejection) stops here at once.
  const { sellerService } = options;
  if (sellerService)
    app.sessionChecks.seller = async (sessionId, sellerId) => {
      const answer = await sellerService.get<InternalSessionAliveResponse['data']>(
        `/internal/sessions/${encodeURIComponent(sessionId)}`,
        { query: { sellerId } },
      );
      return answer.alive;
    };

  app.decorate('requireSellerAccount', [app.requireSeller, loadAccount]);
}

export const sellerAccount = fp(sellerAccountPlugin, {
  name: 'catalog-seller-account',
  dependencies: ['drops-auth', 'drops-database'],
});
