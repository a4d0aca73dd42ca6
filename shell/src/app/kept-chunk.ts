/**
 * A chunk loaded once and kept: once it is in, `load()` answers with a promise already fulfilled
 * whose callbacks run at once, which React.lazy takes without suspending. Otherwise React
 * suspends on a lazy component's first render even when its chunk is already here, shows the
 * fallback, and holds the content back until 300 ms after that fallback showed (React 19's reveal
 * throttle): a page whose chunks came preloaded would wait for nothing (issue 28). A failed load
 * is not kept, so a retry loads afresh.
 */
export function keptChunk<Module>(load: () => Promise<Module>): () => Promise<Module> {
  let loaded: { module: Module } | undefined;
  let loading: Promise<Module> | undefined;
  return () => {
    if (loaded) return fulfilled(loaded.module);
    loading ??= load().then(
      (module) => {
        loaded = { module };
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
}

/**
 * A promise already fulfilled with `value` whose `then` calls back at once (a native one calls
 * back in a microtask, after React has suspended), and so does its chain.
 */
class Fulfilled<Value> implements Promise<Value> {
  readonly [Symbol.toStringTag] = 'Promise';

  constructor(private readonly value: Value) {}

  then<Next = Value, Failed = never>(
    onFulfilled?: ((value: Value) => Next | PromiseLike<Next>) | null,
  ): Promise<Next | Failed> {
    if (!onFulfilled) return new Fulfilled(this.value as unknown as Next);
    try {
      const next = onFulfilled(this.value);
      // A callback answering a promise leaves the synchronous path, as it would with a promise.
      return isThenable(next) ? Promise.resolve(next) : new Fulfilled(next);
    } catch (error) {
      return Promise.reject(error as Error);
    }
  }

  catch<Failed = never>(): Promise<Value | Failed> {
    return this;
  }

  finally(onFinally?: (() => void) | null): Promise<Value> {
    onFinally?.();
    return this;
  }
}

export const fulfilled = <Value>(value: Value): Promise<Value> => new Fulfilled(value);

const isThenable = <Value>(value: Value | PromiseLike<Value>): value is PromiseLike<Value> =>
  typeof (value as { then?: unknown } | null)?.then === 'function';
