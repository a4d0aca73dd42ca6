import { createService, type DatabaseOptions, type ServiceApp } from '@drops/service-kit';
import type { TokenSecrets } from '@drops/auth';
import { createStorage, type Storage, type StorageConfig } from './storage';
import { uploadRoutes } from './routes/uploads';
import type { LargeJsonUploadLimits } from './routes/uploads/large-json-uploads';
import { productRoutes } from './routes/products';
import { collectionRoutes } from './routes/collections';
import { repositories } from './repositories';
import { sellerAccount } from './plugins/seller-account';

export interface CatalogAppOptions {
  database: DatabaseOptions;
  tokenSecrets: TokenSecrets;
  storage: StorageConfig | Storage;
  logLevel?: string;
  /** Large base64 JSON uploads read at once (uploads/large-json-uploads.ts); tests give fewer. */
  largeJsonUploads?: LargeJsonUploadLimits;
}

/** The catalog service: drops, collections, uploads and signed links. */
export async function buildApp(options: CatalogAppOptions): Promise<ServiceApp> {
  const app = await createService({
    name: 'catalog',
    database: options.database,
    tokenSecrets: options.tokenSecrets,
    logLevel: options.logLevel,
    // A 100 MB video over a slow link takes minutes; other routes answer in milliseconds anyway.
    requestTimeoutMs: 10 * 60 * 1000,
  });
  const storage = 'kind' in options.storage ? createStorage(options.storage) : options.storage;

  await app.register(repositories);
  await app.register(sellerAccount);

  await app.register(uploadRoutes, {
    storage,
    largeJsonUploads: options.largeJsonUploads,
  });
  await app.register(productRoutes, { prefix: '/seller/products' });
  await app.register(collectionRoutes, { prefix: '/collections' });

  return app;
}
