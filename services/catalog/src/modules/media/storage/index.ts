import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { Storage, StorageConfig } from './types';

// Every storage type is part of the module's face.
export type * from './types';
export { StorageKeyError, StorageUnavailableError } from './errors';
export { stableExpiry } from './stable-expiry';
export {
  assertStorageKey,
  isStagingKey,
  isStorageKey,
  stagingPrefix,
  storagePrefixes,
} from './keys';

/** S3 when the environment names a bucket, local disk with HMAC-signed links otherwise. */
export function createStorage(config: StorageConfig): Storage {
  return config.kind === 's3' ? createS3Storage(config) : createLocalStorage(config);
}
