import type { Knex } from 'knex';
import {
  createService,
  developmentTokenSecrets,
  outboxRelay,
  type ServiceApp,
} from '@drops/service-kit';
import { systemClock } from '../../../domain/clock';
import { idempotency } from '../../../plugins/idempotency';
import { phaseRunner } from '../../../plugins/phase-runner';
import { sellerAccount } from '../../../plugins/seller-account';
import { repositories } from '../../../repositories';
import { createDirectUploadsRepository } from '../direct-uploads-repository';
import { uploadRoutes } from '../uploads';
import { createMediaSigner } from '../uploads/signed-url-route';
import type { Storage } from '../storage';

/**
 * The catalog's upload routes alone, with the plugins they lean on (outbox, repositories, the
 * seller's account, idempotency, the direct uploads' repository), over `storage`: what the upload tests run on each backend.
 * Not listening yet.
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
  await app.register(outboxRelay, { owner: 'catalog', subscribers: [] });
  await app.register(phaseRunner, { clock: systemClock, enabled: false });
  await app.register(repositories);
  await app.register(sellerAccount);
  await app.register(idempotency);
  // What the media module's face gives its routes.
  app.decorate('directUploadsRepository', createDirectUploadsRepository(app.db));
  await app.register(uploadRoutes, { storage, signer: createMediaSigner(storage) });
  return app;
}
