import type { FastifyInstance } from 'fastify';
import { noStore } from '@drops/service-kit';

/**
 * Uploads of a seller's drops: an active seller only, as for every other drop call (a rejected
 * or deleted seller's token stays valid until it expires), checked before the body is read so an
 * anonymous client cannot make the service parse 130 MB. The answers' links are signed: no cache
 * may keep them, refusals included, as before.
 */
export default async function activeSellerUploads(app: FastifyInstance) {
  app.addHook('onRequest', noStore);
  for (const hook of app.requireSellerAccount) app.addHook('onRequest', hook);
}
