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

/**
 * The backends' one error mapping, given how a backend tells a missing object: `attempt` runs a
 * call; when `whenMissing` is given, a missing object answers it; any other failure becomes
 * StorageUnavailableError.
 */
export function storageAttempt(isMissing: (error: unknown) => boolean) {
  return async function attempt<T>(
    call: () => Promise<T>,
    ...whenMissing: [] | [missing: T]
  ): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (whenMissing.length > 0 && isMissing(error)) return whenMissing[0] as T;
      throw new StorageUnavailableError(error);
    }
  };
}
