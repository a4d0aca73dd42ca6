import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import { failurePlugin, retryPlugin, type RemoteFailure } from '../src';

type LoadEntryErrorArgs = Parameters<
  NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>
>[0];

/** What the runtime passes to loadEntryError; getRemoteEntry stands for the runtime's loader. */
function loadEntryErrorArgs(
  getRemoteEntry: () => Promise<unknown>,
  globalLoading: Record<string, unknown>,
) {
  return {
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mfeProfile', entry: 'http://localhost:3003/remoteEntry.js' },
    globalLoading,
    uniqueKey: 'mfeProfile:http://localhost:3003/remoteEntry.js',
  } as unknown as LoadEntryErrorArgs;
}

describe('retry plugin', () => {
  it('tries again after the delay and forgets the failed load first', async () => {
    const globalLoading: Record<string, unknown> = {
      'mfeProfile:http://localhost:3003/remoteEntry.js': Promise.resolve(),
    };
    const container = { get: jest.fn(), init: jest.fn() };
    let calls = 0;
    const getRemoteEntry = jest.fn(async () => {
      calls += 1;
      expect(globalLoading['mfeProfile:http://localhost:3003/remoteEntry.js']).toBeUndefined();
      if (calls === 1) throw new Error('ScriptNetworkError');
      return container;
    });
    const plugin = retryPlugin({ attempts: 3, delayMs: 5 });
    const started = Date.now();
    const recovered = await plugin.loadEntryError?.(
      loadEntryErrorArgs(getRemoteEntry, globalLoading),
    );
    expect(recovered).toBe(container);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10);
  });

  it('gives up after the declared attempts (3 in all, the first included)', async () => {
    const getRemoteEntry = jest.fn(async () => {
      throw new Error('ScriptNetworkError');
    });
    const plugin = retryPlugin({ attempts: 3, delayMs: 1 });
    await expect(
      plugin.loadEntryError?.(loadEntryErrorArgs(getRemoteEntry, {})),
    ).resolves.toBeUndefined();
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });
});

describe('failure plugin (errorLoadRemote)', () => {
  it('reports the failure and offers no fallback module', async () => {
    const seen: RemoteFailure[] = [];
    const plugin = failurePlugin((failure) => seen.push(failure));
    const error = new Error('down');
    const answer = await plugin.errorLoadRemote?.({
      id: 'mfeProfile/routes',
      error,
      from: 'runtime',
      lifecycle: 'onLoad',
      origin: {},
    } as unknown as Parameters<NonNullable<ModuleFederationRuntimePlugin['errorLoadRemote']>>[0]);
    expect(answer).toBeUndefined();
    expect(seen).toEqual([{ id: 'mfeProfile/routes', lifecycle: 'onLoad', error }]);
  });
});
