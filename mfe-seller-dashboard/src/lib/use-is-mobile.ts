import { useSyncExternalStore } from 'react';
import { theme } from '@drops/ui';

const mobileQuery = `(max-width: ${theme.mobileMaxWidth}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(mobileQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

const isMobileNow = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(mobileQuery).matches;

/**
 * True below the theme's mobile width. The list renders either its table or its cards, not both
 * hidden by CSS: 100 drops twice over would double the page's work.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
