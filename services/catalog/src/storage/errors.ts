/** The key is not one this service stores: wrong prefix, traversal, odd characters. */
export class StorageKeyError extends Error {
  constructor(readonly key: string) {
    super('Invalid storage key');
    this.name = 'StorageKeyError';
  }
}

/** The storage backend failed (disk error, S3 unreachable or refusing). */
export class StorageUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Storage unavailable', { cause });
    this.name = 'StorageUnavailableError';
  }
}
