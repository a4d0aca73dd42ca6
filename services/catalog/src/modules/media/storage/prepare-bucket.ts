import type { BucketPreparation } from '../../../config';
import { applyBucketCors } from './bucket-cors';

interface Log {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * The catalog's start: the bucket's CORS rule for the frontends set (or found as due). A bucket
 * that refuses is logged, not fatal: the service still serves everything but browsers' direct
 * uploads, and the release's migration Job, which fails on it, is where it shows.
 */
export async function prepareBucketOnStart(
  preparation: BucketPreparation,
  log: Log,
): Promise<void> {
  const { storage, corsOrigins } = preparation;
  try {
    const outcome = await applyBucketCors(storage, corsOrigins);
    log.info(
      { bucket: storage.bucket, corsOrigins, outcome },
      'bucket CORS rule for the frontends',
    );
  } catch (error) {
    log.error(
      { err: error, bucket: storage.bucket },
      'could not set the bucket CORS rule for the frontends: browsers cannot upload to it (S3_MANAGE_CORS=false if the bucket is managed elsewhere)',
    );
  }
}
