import {
  databaseUrlOf,
  readCommonConfig,
  readFrontendOrigins,
  secretFrom,
  type ServiceConfig,
} from '@drops/service-kit';
import type { StorageConfig } from './modules/media/storage';

type S3StorageConfig = Extract<StorageConfig, { kind: 's3' }>;

/**
 * What the catalog sets in its bucket before browsers use it (issue 18): the CORS rule that lets
 * the frontends' pages (`FRONTEND_ORIGINS`, as the gateway's CORS) post direct uploads and read
 * files. Null on local disk (the gateway's CORS covers it) or with `S3_MANAGE_CORS=false`, when
 * whoever manages the bucket sets its CORS.
 */
export interface BucketPreparation {
  storage: S3StorageConfig;
  corsOrigins: string[];
}

export interface CatalogConfig extends ServiceConfig {
  storage: StorageConfig;
  bucket: BucketPreparation | null;
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
  const storage = readStorageConfig(env);
  const webhooks = {
    allowPrivate: env.WEBHOOK_ALLOW_PRIVATE === 'true',
    secretKey: secretFrom(env, 'WEBHOOK_SECRET_KEY', 'drops-development-webhook-secret-key'),
  };
  return { ...common, storage, bucket: readBucketPreparation(env), webhooks };
}

/** Where the files are: S3 when the environment names a bucket, else the local folder. */
export function readStorageConfig(
  env: Record<string, string | undefined> = process.env,
): StorageConfig {
  const publicApiBase = env.PUBLIC_API_URL ?? `http://localhost:${env.GATEWAY_PORT ?? 8080}/api/v1`;
  return (
    readS3Config(env) ?? {
      kind: 'local',
      directory: env.STORAGE_DIR ?? '.data/uploads',
      signingSecret: secretFrom(
        env,
        'STORAGE_SIGNING_SECRET',
        'drops-development-storage-signing-secret',
      ),
      publicBaseUrl: `${publicApiBase}/s3/files`,
    }
  );
}

/** S3 when the environment names a bucket; undefined for local disk. */
function readS3Config(env: Record<string, string | undefined>): S3StorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    kind: 's3',
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT,
    publicEndpoint: env.S3_PUBLIC_ENDPOINT ?? env.S3_ENDPOINT,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

/** Read alone by the one-shot migration too, which prepares the bucket with the database. */
export function readBucketPreparation(
  env: Record<string, string | undefined> = process.env,
): BucketPreparation | null {
  const storage = readS3Config(env);
  if (!storage || env.S3_MANAGE_CORS === 'false') return null;
  return { storage, corsOrigins: readFrontendOrigins(env) };
}

/** The database alone, for the one-shot migration (it signs nothing, so it needs no secret). */
export function readDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return databaseUrlOf(env, 'catalog');
}
