import { useCallback, useSyncExternalStore } from 'react';
import { theme } from '../theme';

/** Whether a media query matches, kept up to date (false where there is no `matchMedia`). */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  const matchesNow = () =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, matchesNow, () => false);
}

/**
 * True below the theme's mobile width, kept up to date. For what must exist once in the page
 * either here or there (a control placed differently on phones), where hiding by CSS would
 * render it twice.
 */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${theme.mobileMaxWidth}px)`);
}

/**
 * True from the theme's wide-table width up: there, beside the sidebar, a wide table shows every
 * column and every row's actions in full. Below it a list shows as cards.
 */
export function useFitsWideTable(): boolean {
  return !useMediaQuery(`(max-width: ${theme.wideTableMinWidth - 1}px)`);
}
