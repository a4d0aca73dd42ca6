import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { IncomingHttpHeaders } from 'node:http';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import {
  dropThumbnailImage,
  limits,
  ProductListQuerySchema,
  ProductListResponseSchema,
  sellerListFilterOf,
  storageKeyPrefixes,
  type Product,
  type SignedUrlsEntry,
} from '@drops/contracts';
import { createProductListCache, type CachedPage } from './list-cache';
import { productErrorResponses } from './responses';

const gzipNegotiator = new Negotiator({ supportedValues: ['gzip', 'identity'] });

/** Sends a body the route's serialiser already wrote: a string with a JSON type is sent as it is. */
function sendSerialised(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}

/**
 * A kept page goes out gzip-encoded to every client that takes it (browsers all do): compressed
 * once when kept, it is a twentieth of the bytes for the phone, the gateway and the service.
 */
function sendCachedPage(reply: FastifyReply, page: CachedPage, headers: IncomingHttpHeaders) {
  const acceptEncoding = headers['accept-encoding'];
  if (acceptEncoding === undefined || gzipNegotiator.negotiate(acceptEncoding) !== 'gzip')
    return sendSerialised(reply, page.json);
  return reply
    .header('content-encoding', 'gzip')
    .type('application/json; charset=utf-8')
    .send(page.gzip);
}

const keyPrefixes = Object.values(storageKeyPrefixes);

/** The stored keys of the first `count` drops' thumbnails, once each (links are used as they are). */
function thumbnailKeys(products: Product[], count: number): string[] {
  const keys = products
    .slice(0, count)
    .map(dropThumbnailImage)
    .filter((key) => keyPrefixes.some((prefix) => key.startsWith(prefix)));
  return [...new Set(keys)];
}

/**
 * The page with `mediaLinks` added after its other fields (issue 28): a kept page's JSON is
 * reused as it is, so the links go in before its closing brace.
 */
function withMediaLinks(json: string, links: SignedUrlsEntry[]): string {
  return `${json.slice(0, json.lastIndexOf('}'))},"mediaLinks":${JSON.stringify(links)}}`;
}

/** GET /seller/products: the caller's drops, newest first, filtered and paged (at most 100). */
const listProductsRoute: FastifyPluginAsyncTypebox = async (app) => {
  const cache = createProductListCache(() => app.clock.now());

  app.get(
    '/seller/products',
    {
      schema: {
        querystring: ProductListQuerySchema,
        response: { 200: ProductListResponseSchema, ...productErrorResponses },
      },
    },
    async (request, reply) => {
      // The same list may go out gzip-encoded (a kept page) or not: caches must key on encoding.
      void reply.header('vary', 'accept-encoding');
      const account = request.sellerAccount;
      const limit = request.query.limit ?? limits.sellerProductListMax;
      const page = request.query.page ?? 1;
      const filter = sellerListFilterOf(request.query.status);
      const search = (request.query.search ?? '').trim();
      const cacheable = filter === 'all' && search === '';
      const cached = cacheable ? cache.get(account, page, limit) : undefined;
      const linksWanted = request.query.mediaLinks ?? 0;
      if (cached !== undefined && linksWanted === 0)
        return sendCachedPage(reply, cached, request.headers);
      if (cached !== undefined) {
        const products = (JSON.parse(cached.json) as { data: Product[] }).data;
        const links = await app.mediaSigner.entries(thumbnailKeys(products, linksWanted));
        return sendSerialised(reply, withMediaLinks(cached.json, links));
      }

      const now = app.clock.now();
      const { products, total } = await app.productsRepository.list(account.id, {
        filter,
        search,
        limit,
        page,
        now,
      });
      const body = String(
        reply.serialize({
          success: true as const,
          data: products,
          pagination: { page, limit, total, pages: Math.ceil(total / limit) },
        }),
      );
      const kept = cacheable ? cache.set(account, page, limit, products, body) : undefined;
      if (linksWanted > 0) {
        const links = await app.mediaSigner.entries(thumbnailKeys(products, linksWanted));
        return sendSerialised(reply, withMediaLinks(body, links));
      }
      if (kept !== undefined) return sendCachedPage(reply, kept, request.headers);
      return sendSerialised(reply, body);
    },
  );
};

export default listProductsRoute;
