import { useSyncExternalStore } from 'react';
import { theme } from '../theme';

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
 * True below the theme's mobile width, kept up to date. For what must exist once in the page
 * either here or there (a control placed differently on phones), where hiding by CSS would
 * render it twice.
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobileNow, () => false);
}
