import type { FastifyInstance, FastifyPluginAsync, FastifySchema } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { SuccessMessageSchema } from '@drops/contracts';
import type { NotFoundError } from './errors';
import type { ReadRequest } from './read-route';

interface RemoveRoute<Params extends TSchema, Query extends TSchema> {
  params: Params;
  querystring?: Query;
  /** The error answers, beside the 200 `{ success: true, message }`. */
  errors: Record<number, TSchema>;
  message: string;
  /** Removes the thing: false when there was none (or none of the caller's), answered by `notFound`. */
  remove: (app: FastifyInstance, request: ReadRequest<Params, Query>) => Promise<boolean>;
  notFound: () => NotFoundError;
}

/**
 * `DELETE <url>`: removes one thing and answers `{ success: true, message }`, or the 404 of
 * none. The route states what it removes; the schema's layout and the answers are said here once.
 */
export function removeRoute<Params extends TSchema, Query extends TSchema = TSchema>(
  url: string,
  route: RemoveRoute<Params, Query>,
): FastifyPluginAsync {
  const { params, querystring, errors, message, remove, notFound } = route;
  const schema: FastifySchema = {
    params,
    ...(querystring && { querystring }),
    response: { 200: SuccessMessageSchema, ...errors },
  };
  return async (app) => {
    app.delete(url, { schema }, async (request) => {
      // As `params` and `querystring` validated it (a generic schema gives the request no type).
      if (!(await remove(app, request as ReadRequest<Params, Query>))) throw notFound();
      return { success: true as const, message };
    });
  };
}
