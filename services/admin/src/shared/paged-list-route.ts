import type { FastifyInstance } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { paginationOf } from './paging';
import { adminErrorResponses } from './responses';

/** The page a list asks for: `page` from 1, `limit` as asked or the list's own page size. */
export interface PageAsked {
  page: number;
  limit: number;
}

type ItemOf<Response extends TSchema> =
  Static<Response> extends { data: (infer Item)[] } ? Item : never;

interface PagedListRoute<Query extends TSchema, Response extends TSchema> {
  url: string;
  querystring: Query;
  /** The 200 answer: `{ success, data: [...], pagination }`. */
  response: Response;
  /** How many a page holds when the query does not say. */
  pageSize: number;
  /** The page's items (already in the answer's shape) and how many there are in all. */
  list: (
    query: Static<Query>,
    page: PageAsked,
  ) => Promise<{ items: ItemOf<Response>[]; total: number }>;
}

/**
 * `GET <url>?page&limit&...`: a paged list of the administrators' API. The route states what it
 * lists; the page asked, the answer's `pagination` and the error answers are said here once.
 */
export function pagedListRoute<Query extends TSchema, Response extends TSchema>(
  app: FastifyInstance,
  route: PagedListRoute<Query, Response>,
): void {
  app.get(
    route.url,
    {
      schema: {
        querystring: route.querystring,
        response: { 200: route.response, ...adminErrorResponses },
      },
    },
    async (request) => {
      // As `querystring` validated it (a generic schema gives the request no type of its own).
      const query = request.query as Static<Query> & Partial<PageAsked>;
      const page = { page: query.page ?? 1, limit: query.limit ?? route.pageSize };
      const result = await route.list(query, page);
      return {
        success: true as const,
        data: result.items,
        pagination: paginationOf(page.page, page.limit, result.total),
      };
    },
  );
}
