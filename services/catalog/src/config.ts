import { databaseUrlOf, readCommonConfig, secretFrom } from '@drops/service-kit';
import type { StorageConfig } from './storage';

export interface CatalogConfig extends ReturnType<typeof readCommonConfig> {
  storage: StorageConfig;
  webhooks: {
    /** `WEBHOOK_ALLOW_PRIVATE=true`: http and private addresses accepted (tests' local receivers). */
    allowPrivate: boolean;
    /** Encrypts the endpoints' signing secrets at rest. */
    secretKey: string;
  };
}

/** The only place the catalog service reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): CatalogConfig {
  const common = readCommonConfig(env, 'CATALOG_PORT', 4002, 'catalog');
  const publicApiBase = env.PUBLIC_API_URL ?? `http://localhost:${env.GATEWAY_PORT ?? 8080}/api/v1`;
  const storage: StorageConfig = env.S3_BUCKET
    ? {
        kind: 's3',
        bucket: env.S3_BUCKET,
        endpoint: env.S3_ENDPOINT,
        publicEndpoint: env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT,
        region: env.S3_REGION ?? 'us-east-1',
        accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
        secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
      }
    : {
        kind: 'local',
        directory: env.STORAGE_DIR ?? '.data/uploads',
        signingSecret: secretFrom(
          env,
          'STORAGE_SIGNING_SECRET',
          'drops-development-storage-signing-secret',
        ),
        publicBaseUrl: `${publicApiBase}/s3/files`,
      };
  const webhooks = {
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    secretKey: secretFrom(env, 'WEBHOOK_SECRET_KEY', 'drops-development-webhook-secret-key'),
  };
  return { ...common, storage, webhooks };
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(
  env: Record<string, string | undefined> = process.env,
): string | undefined {
  return databaseUrlOf(env, 'catalog');
}
