import type { FastifyInstance } from 'fastify';
import { noStore } from '@drops/service-kit';

/**
 * Uploads anyone may send: a new seller's profile and moodboard images come before the account
 * exists (the owner is then the token's seller, or `pending`). The answers' links are signed:
 * capabilities no cache may keep.
 */
export default async function anyoneUploads(app: FastifyInstance) {
  app.addHook('onRequest', noStore);
}
