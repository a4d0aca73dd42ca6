import { useSyncExternalStore } from 'react';

/**
 * The time, re-read every second by one shared timer while anything on screen counts down
 * (issue 17's countdowns): a hundred rows tick together and cost one interval.
 */
const listeners = new Set<() => void>();
let current = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer)
    timer = setInterval(() => {
      current = Date.now();
      for (const notify of listeners) notify();
    }, 1000);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Between ticks the same value (React asks for it on every render); fresh when none runs. */
function snapshot() {
  if (!timer && Math.abs(Date.now() - current) >= 1000) current = Date.now();
  return current;
}

export function useNow(): number {
  return useSyncExternalStore(subscribe, snapshot);
}
