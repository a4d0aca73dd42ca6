import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DirectUploadBody, DirectUploadPurpose } from '@drops/contracts';
import { noStore } from '@drops/service-kit';
import type { DirectUpload } from '../../direct-uploads-repository';
import { uploadNotFound } from '../../uploads/upload-errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** `/s3/uploads/:id/...`: the upload named, read once by its folder's check (null before). */
    directUpload: DirectUpload | null;
  }
}

/** What the upload is for: declared in the body of a new one, else the stored upload's (404 if none). */
async function purposeOf(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<DirectUploadPurpose> {
  const { id } = request.params as { id?: string };
  if (id === undefined) return (request.body as DirectUploadBody).purpose;
  request.directUpload = await app.directUploadsRepository.find(id);
  if (!request.directUpload) throw uploadNotFound();
  return request.directUpload.purpose;
}

/**
 * Direct uploads (`/s3/uploads...`) serve every purpose on the same routes, so who may call them
 * follows the upload's purpose: a product's needs an active seller (token and account), sign-up
 * uploads come before the account exists. Checked once the request is validated. The answers are
 * write targets and signed links, capabilities no cache may keep.
 */
export default async function sellerForProductUploads(app: FastifyInstance) {
  app.addHook('onRequest', noStore);
  app.decorateRequest('directUpload', null);
  app.addHook('preHandler', async (request, reply) => {
    if ((await purposeOf(app, request)) !== 'product') return;
    for (const hook of app.requireSellerAccount) await hook.call(app, request, reply);
  });
}
