import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { sellerMessages, serverMessages } from '@drops/contracts';
import { ForbiddenError, UnauthorizedError } from '@drops/service-kit';
import type { SellerAccount } from '../domain/seller-account';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks for every drop and collection route (preHandler) and the product upload (onRequest,
     * before its body is read): a valid seller token, then the seller's account (type and
     * approval) read from `sellers`. The token's subject is the acting seller; a `sellerId` in
     * the request never changes it.
     */
    requireSellerAccount: preHandlerAsyncHookHandler[];
  }
  interface FastifyRequest {
    sellerAccount: SellerAccount;
  }
}

async function sellerAccountPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('sellerAccount', null as unknown as SellerAccount);

  const loadAccount: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
    const account = await app.sellerAccountsRepository.findAccount(request.sellerId);
    // A token outliving its seller, or a rejected seller's token, acts on nothing.
    if (!account) throw new UnauthorizedError(sellerMessages.mustBeLoggedIn);
    if (!account.isActive) throw new ForbiddenError(serverMessages.accountRejected);
    request.sellerAccount = account;
  };

  app.decorate('requireSellerAccount', [app.requireSeller, loadAccount]);
}

export const sellerAccount = fp(sellerAccountPlugin, {
  name: 'catalog-seller-account',
  dependencies: ['drops-auth', 'catalog-repositories'],
});
