import multipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance } from 'fastify';
import { fileTooLarge } from '../uploads/upload-errors';

/** Fastify's own "too large" errors (JSON body limit, multipart file limit). */
const tooLargeCodes = new Set(['FST_ERR_CTP_BODY_TOO_LARGE', 'FST_REQ_FILE_TOO_LARGE']);

/**
 * Every media route (`/s3/...`, this folder and below): multipart parsing, and a too-large body
 * said as an upload check says it. Who may call a route is its folder's: `seller/` an active
 * seller, `direct-uploads/` as the upload's purpose needs, the rest anyone (sign-up uploads come
 * before the account exists; links carry their key or signature).
 */
export default async function mediaRequests(app: FastifyInstance) {
  await app.register(multipart, { throwFileSizeLimit: true });
  // Everything else goes to the service's own error handler (an error handler that throws hands
  // over to its parent).
  app.setErrorHandler((error: FastifyError) => {
    if (tooLargeCodes.has(error.code)) throw fileTooLarge('file');
    throw error;
  });
}
