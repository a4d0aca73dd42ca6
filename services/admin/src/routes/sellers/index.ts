import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminIdParamsSchema,
  AdminSellerDetailResponseSchema,
  AdminSellerResponseSchema,
  AdminSellersQuerySchema,
  AdminSellersResponseSchema,
  ApproveSellerBodySchema,
  ErrorBodySchema,
  adminMessages,
  adminServerMessages,
  limits,
} from '@drops/contracts';
import { ConflictError, DomainError, NotFoundError, ValidationError } from '@drops/service-kit';
import type { ProductsRepository } from '../../repositories/products';
import type { SellerListFilter, SellersRepository } from '../../repositories/sellers';
import { paginationOf, searchTermOf } from '../paging';

export interface SellerRoutesOptions {
  sellers: SellersRepository;
  products: ProductsRepository;
}

/** Products shown in the seller detail (spec: recent list). */
const recentProductCount = 5;

const errorResponses = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

const sellerNotFound = () => new NotFoundError(adminMessages.sellerNotFound);

/** The schema lets the spec's filter values through in any letter case; blank and all filter nothing. */
function chosenFilter<T extends string>(value: string | undefined): T | undefined {
  const lower = value?.toLowerCase();
  return lower && lower !== 'all' ? (lower as T) : undefined;
}

/** `/admin/sellers`: review list, detail with stats, approve/reject, invite. */
export const sellerRoutes: FastifyPluginAsyncTypebox<SellerRoutesOptions> = async (
  app,
  { sellers, products },
) => {
  // Authentication before the body is even parsed: without an administrator's token, and the
  // administrator still holding the admin flag, nothing else is looked at.
  app.addHook('onRequest', app.requireAdminAccount);

  app.get(
    '/admin/sellers',
    {
      schema: {
        querystring: AdminSellersQuerySchema,
        response: { 200: AdminSellersResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { status, accountType } = request.query;
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? limits.adminPageSize;
      const result = await sellers.list({
        page,
        limit,
        status: chosenFilter<NonNullable<SellerListFilter['status']>>(status),
        accountType: chosenFilter<NonNullable<SellerListFilter['accountType']>>(accountType),
        search: searchTermOf(request.query.search),
      });
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );

  app.get(
    '/admin/sellers/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminSellerDetailResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const seller = await sellers.findById(request.params.id);
      if (!seller) throw sellerNotFound();
      const [counts, recent] = await Promise.all([
        products.countsBySeller(seller._id),
        products.recentBySeller(seller._id, recentProductCount),
      ]);
      return {
        success: true as const,
        data: {
          ...seller,
          seller,
          stats: {
            totalProducts: counts.total,
            publishedProducts: counts.published,
            followersCount: seller.followersCount,
            sales: seller.sales,
          },
          products: recent,
        },
      };
    },
  );

  app.put(
    '/admin/sellers/:id/approve',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: ApproveSellerBodySchema,
        response: { 200: AdminSellerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { isApproved, isActive, accountType } = request.body;
      if (isApproved !== isActive)
        throw new ValidationError({ isApproved: adminServerMessages.approvalCombination });
      const approve = isApproved;
      if (approve && accountType === 'flex')
        throw new ValidationError({ accountType: adminServerMessages.approvedAccountIsSell });
      const seller = await sellers.setApproval(request.params.id, approve);
      if (!seller) throw sellerNotFound();
      return {
        success: true as const,
        message: approve ? adminMessages.sellerApproved : adminMessages.sellerRejected,
        data: seller,
      };
    },
  );

  app.post(
    '/admin/sellers/:id/invite',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminSellerResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const result = await sellers.invite(request.params.id);
      if (result === 'not-found') throw sellerNotFound();
      if (result === 'not-flex')
        throw new DomainError(400, adminServerMessages.inviteOnlyFlex, 'INVITE_NOT_ALLOWED');
      if (result === 'already-invited') throw new ConflictError(adminServerMessages.alreadyInvited);
      return { success: true as const, message: adminMessages.invitationSent, data: result };
    },
  );
};
