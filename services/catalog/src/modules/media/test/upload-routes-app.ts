import path from 'node:path';
import type { Knex } from 'knex';
import {
  createService,
  developmentTokenSecrets,
  moduleRoutes,
  type ServiceApp,
} from '@drops/service-kit';
import { idempotency } from '../../../shared/idempotency';
import { sellerAccount } from '../../../shared/seller-accounts';
import { createDirectUploadsRepository } from '../direct-uploads-repository';
import { createMediaUploads } from '../uploads';
import { createMediaSigner } from '../uploads/signed-url-route';
import type { Storage } from '../storage';

/**
 * The catalog's upload routes alone, with the plugins they lean on (the seller's account,
 * idempotency, the direct uploads' repository), over `storage`: what the upload tests run on
 * each backend. Not listening yet.
 */
export async function buildUploadRoutesApp(
  name: string,
  knex: Knex,
  storage: Storage,
): Promise<ServiceApp> {
  const app = await createService({
    name,
    database: { knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  await app.register(sellerAccount);
  await app.register(idempotency);
  // What the media module's face gives its routes.
  app.decorate('directUploadsRepository', createDirectUploadsRepository(app.db));
  app.decorate('mediaSigner', createMediaSigner(storage));
  app.decorate('mediaUploads', createMediaUploads(storage));
  await app.register(moduleRoutes, { dir: path.join(__dirname, '..', 'routes') });
  return app;
}
