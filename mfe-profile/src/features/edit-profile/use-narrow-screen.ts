import { useSyncExternalStore } from 'react';
import { theme } from '@drops/ui';

const narrowQuery = theme.media.mobile.replace(/^@media\s*/, '');

function narrowList(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(narrowQuery)
    : null;
}

function subscribe(onChange: () => void): () => void {
  const list = narrowList();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the layouts are in their mobile form (the theme's breakpoint), kept up to date. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => narrowList()?.matches ?? false,
    () => false,
  );
}
