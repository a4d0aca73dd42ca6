import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

export interface RetryOptions {
  /** Loads in all, the first included (spec section 9 declares 3). */
  attempts: number;
  /** Wait before each new attempt (spec section 9 declares 1000 ms). */
  delayMs: number;
}

export const defaultRetryOptions: RetryOptions = { attempts: 3, delayMs: 1000 };

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
type RemoteEntry = Awaited<ReturnType<LoadEntryErrorArgs['getRemoteEntry']>>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function retryEntry(
  args: LoadEntryErrorArgs,
  options: RetryOptions,
): Promise<RemoteEntry | undefined> {
  const { getRemoteEntry, origin, remoteInfo, globalLoading, uniqueKey } = args;
  for (let attempt = 2; attempt <= options.attempts; attempt += 1) {
    await wait(options.delayMs);
    // The failed load still sits in the runtime's in-flight table; without removing it the new
    // attempt would wait on the very promise that failed.
    delete globalLoading[uniqueKey];
    try {
      const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
      if (entry) return entry;
    } catch {
      // try again, or give up below
    }
  }
  return undefined;
}

/**
 * Retries a remote entry that failed to load (a network error, a deploy in progress) before the
 * failure reaches the area's error boundary. Written here rather than taken from
 * @module-federation/retry-plugin, whose releases are not on the runtime's version (2.9.2).
 */
export function retryPlugin(
  options: RetryOptions = defaultRetryOptions,
): ModuleFederationRuntimePlugin {
  return {
    name: 'drops-retry-plugin',
    // The runtime awaits the hook and uses what it resolves to; its declared type nests one
    // Promise more than any async function can return, hence the cast.
    loadEntryError: (args) =>
      retryEntry(args, options) as unknown as ReturnType<LoadEntryErrorHook>,
  };
}
