import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminCategoriesQuerySchema,
  AdminCategoriesResponseSchema,
  AdminCategoryResponseSchema,
  AdminIdParamsSchema,
  CategoryBodySchema,
  ErrorBodySchema,
  adminMessages,
  adminServerMessages,
  categoryNameMax,
  limits,
  serverMessages,
} from '@drops/contracts';
import { NotFoundError, ValidationError } from '@drops/service-kit';
import { nameKeyOf, type CategoriesRepository } from '../../repositories/categories';
import { paginationOf, searchTermOf } from '../paging';

export interface CategoryRoutesOptions {
  categories: CategoriesRepository;
}

const errorResponses = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema };

/** Trimmed, required, at most 100 characters (spec section 5, Administrator). */
function categoryNameOf(raw: string): string {
  const name = raw.trim();
  if (name === '') throw new ValidationError({ name: serverMessages.categoryNameRequired });
  if (name.length > categoryNameMax || nameKeyOf(name).length > categoryNameMax)
    throw new ValidationError({ name: adminServerMessages.categoryNameTooLong });
  return name;
}

const nameTaken = () => new ValidationError({ name: serverMessages.categoryNameTaken });
const categoryNotFound = () => new NotFoundError(adminServerMessages.categoryNotFound);

/** `/admin/categories`: list with search, create, rename, delete. */
export const categoryRoutes: FastifyPluginAsyncTypebox<CategoryRoutesOptions> = async (
  app,
  { categories },
) => {
  // Authentication before the body is even parsed: without an administrator's token, and the
  // administrator still holding the admin flag, nothing else is looked at.
  app.addHook('onRequest', app.requireAdminAccount);

  app.get(
    '/admin/categories',
    {
      schema: {
        querystring: AdminCategoriesQuerySchema,
        response: { 200: AdminCategoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const limit = request.query.limit ?? limits.adminCategoriesPageSize;
      const result = await categories.list({
        page,
        limit,
        search: searchTermOf(request.query.search),
      });
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page, limit, result.total),
      };
    },
  );

  app.post(
    '/admin/categories',
    {
      schema: {
        body: CategoryBodySchema,
        response: { 201: AdminCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const category = await categories.create(categoryNameOf(request.body.name));
      if (!category) throw nameTaken();
      return reply
        .status(201)
        .send({ success: true as const, message: adminMessages.categoryCreated, data: category });
    },
  );

  app.put(
    '/admin/categories/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        body: CategoryBodySchema,
        response: { 200: AdminCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const name = categoryNameOf(request.body.name);
      const result = await categories.rename(request.params.id, name);
      if (result === 'not-found') throw categoryNotFound();
      if (result === 'taken') throw nameTaken();
      return { success: true as const, message: adminMessages.categoryUpdated, data: result };
    },
  );

  app.delete(
    '/admin/categories/:id',
    {
      schema: {
        params: AdminIdParamsSchema,
        response: { 200: AdminCategoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const category = await categories.remove(request.params.id);
      if (!category) throw categoryNotFound();
      return { success: true as const, message: adminMessages.categoryDeleted, data: category };
    },
  );
};
