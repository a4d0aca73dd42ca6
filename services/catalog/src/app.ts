import path from 'node:path';
import {
  createService,
  serviceOptionsOf,
  type ServiceAppOptions,
  featureModules,
  createServiceClient,
  outboxRelay,
  registerInternalRoutes,
  type OutboxPluginOptions,
  type ServiceApp,
  type ServiceName,
} from '@drops/service-kit';
import { sellerCatalogSubscription } from '@drops/contracts';
import {
  createStorage,
  storagePrefixes,
  type MediaOptions,
  type Storage,
  type StorageConfig,
} from './modules/media';
import type { DropsOptions, ProductsRepositoryOptions } from './modules/drops';
import type { PhaseRunnerOptions, PhasesOptions } from './modules/phases';
import { webhooksSubscription, type WebhookOptions } from './modules/webhooks';
import type { Clock } from './shared/clock';
import { idempotency } from './shared/idempotency';
import { sellerAccount } from './shared/seller-accounts';
import { sellerAccountEvents } from './shared/seller-accounts/events-route';

export interface CatalogAppOptions extends ServiceAppOptions {
  storage: StorageConfig | Storage;
  /** Large base64 JSON uploads read at once (uploads/large-json-uploads.ts); tests give fewer. */
  largeJsonUploads?: MediaOptions['largeJsonUploads'];
  /** The seller service, asked about a seller the catalog has no events of yet. */
  serviceUrls?: Pick<Record<ServiceName, string>, 'seller'>;
  /** Tuning of the moderation list (count reuse, search strategy); the defaults suit production. */
  moderation?: ProductsRepositoryOptions;
  /** Tests shorten the relay's timings or drive it themselves. */
  outbox?: Pick<OutboxPluginOptions, 'timings' | 'relay'>;
  /** The thumbnail worker (issue 18); tests stop it and drive it themselves. */
  thumbnails?: MediaOptions['thumbnails'];
  /** Issue 17: target policy, secret key and the delivery worker's tuning. */
  webhooks?: WebhookOptions;
  /** The cleanup of direct uploads never completed; tests turn the timer off. */
  staleUploadsCleanup?: MediaOptions['staleUploadsCleanup'];
  /** The time every phase and Upcoming is decided by; tests give a clock they move. */
  clock?: Clock;
  /** The phase job runner's tuning; tests turn it off and call `app.phaseRunner.runDue()`. */
  phaseRunner?: PhaseRunnerOptions;
}

/** The catalog service: drops, collections, uploads and signed links. */
export async function buildApp(options: CatalogAppOptions): Promise<ServiceApp> {
  const app = await createService({
    ...serviceOptionsOf('catalog', options),
    // A 100 MB video over a slow link takes minutes; other routes answer in milliseconds anyway.
    requestTimeoutMs: 10 * 60 * 1000,
  });
  const storage = 'kind' in options.storage ? createStorage(options.storage) : options.storage;
  // Ready only while storage answers: a look-up of a key no upload ever makes.
  app.healthChecks.push(async () => {
    await storage.exists(`${storagePrefixes[0]}health-probe`);
    return { storage: 'ok' };
  });

  // Each consumer receives what it declared: the seller service (its notifications) its
  // subscription in the contracts, the webhooks module (in this service) the events it publishes.
  await app.register(outboxRelay, {
    owner: 'catalog',
    subscribers: [
      ...(options.serviceUrls
        ? [
            {
              name: 'seller',
              url: options.serviceUrls.seller,
              types: [...sellerCatalogSubscription],
            },
          ]
        : []),
      {
        name: 'webhooks',
        types: [...webhooksSubscription],
        apply: (events) => app.fanOutWebhooks(events),
      },
    ],
    ...options.outbox,
  });
  const sellerService = options.serviceUrls
    ? createServiceClient('seller', {
        baseUrl: options.serviceUrls.seller,
        signToken: () => app.signToken('service', 'catalog'),
      })
    : undefined;
  await app.register(sellerAccount, { sellerService });
  await app.register(idempotency);
  // Every folder of src/modules (dist/modules once built): faces first (`phases` before `drops`,
  // by their dependencies), then their routes; each face receives these options and reads its
  // own (`drops`, `phases`, `media`, `webhooks`).
  const media: MediaOptions = {
    storage,
    largeJsonUploads: options.largeJsonUploads,
    thumbnails: options.thumbnails,
    staleUploadsCleanup: options.staleUploadsCleanup,
  };
  await app.register(featureModules, {
    dir: path.join(__dirname, 'modules'),
    options: {
      drops: { moderation: options.moderation } satisfies DropsOptions,
      phases: { clock: options.clock, runner: options.phaseRunner } satisfies PhasesOptions,
      media,
      webhooks: options.webhooks ?? {},
    },
  });
  await registerInternalRoutes(app, sellerAccountEvents);

  return app;
}

export { catalogMigrations, migrateCatalogDatabase } from './migrations';
