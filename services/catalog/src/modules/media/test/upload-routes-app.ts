import type { Knex } from 'knex';
import {
  createService,
  developmentTokenSecrets,
  outboxRelay,
  type ServiceApp,
} from '@drops/service-kit';
import { systemClock } from '../src/domain/clock';
import { idempotency } from '../src/plugins/idempotency';
import { phaseRunner } from '../src/plugins/phase-runner';
import { sellerAccount } from '../src/plugins/seller-account';
import { repositories } from '../src/repositories';
import { uploadRoutes } from '../src/routes/uploads';
import type { Storage } from '../src/storage';

/**
 * The catalog's upload routes alone, with the plugins they lean on (outbox, repositories, the
 * seller's account, idempotency), over `storage`: what the upload tests run on each backend.
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
  await app.register(uploadRoutes, { storage });
  return app;
}
