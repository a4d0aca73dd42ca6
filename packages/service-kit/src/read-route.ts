import type {
  FastifyInstance,
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
} from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';

/** A route's answers by status; the 200 is `{ success: true, data }`. */
type Answers = { 200: TSchema } & Record<number, TSchema>;

type DataOf<Answer extends TSchema> = Static<Answer> extends { data: infer Data } ? Data : never;

/** The request as the route's `params` and `querystring` validated it. */
export type ReadRequest<Params extends TSchema, Query extends TSchema> = FastifyRequest<{
  Params: Static<Params>;
  Querystring: Static<Query>;
}>;

interface ReadRoute<Params extends TSchema, Query extends TSchema, Response extends Answers> {
  params?: Params;
  querystring?: Query;
  response: Response;
  /** The answer's `data`, or the error the lookup throws (e.g. `foundOr404`'s 404). */
  read: (
    app: FastifyInstance,
    request: ReadRequest<Params, Query>,
    reply: FastifyReply,
  ) => Promise<DataOf<Response[200]>>;
}

/**
 * `GET <url>`: a route that reads one thing and answers it as `{ success: true, data }`. The
 * route states its schema and what it reads; the envelope is written here once.
 */
export function readRoute<
  Params extends TSchema = TSchema,
  Query extends TSchema = TSchema,
  Response extends Answers = Answers,
>(url: string, route: ReadRoute<Params, Query, Response>): FastifyPluginAsync {
  const { read, ...rest } = route;
  const schema: FastifySchema = rest;
  return async (app) => {
    app.get(url, { schema }, async (request, reply) => {
      // As `params` and `querystring` validated it (a generic schema gives the request no type).
      const data = await read(app, request as ReadRequest<Params, Query>, reply);
      return { success: true as const, data };
    });
  };
}
