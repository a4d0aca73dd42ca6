import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';

type Navigator = {
  push: (...args: never[]) => void;
  replace: (...args: never[]) => void;
};

/** The parts of the Navigation API used here (not yet in TypeScript's DOM library). */
interface NavigateEvent extends Event {
  navigationType: 'push' | 'replace' | 'reload' | 'traverse';
  destination: { key: string; sameDocument: boolean };
}
interface NavigationApi {
  addEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
  removeEventListener(type: 'navigate', listener: (event: NavigateEvent) => void): void;
  traverseTo(key: string): unknown;
}

function navigationApi(): NavigationApi | undefined {
  return (window as unknown as { navigation?: NavigationApi }).navigation;
}

/**
 * Warns before unsaved work is lost, whichever way the user leaves:
 * - closing or reloading the tab: the browser's own `beforeunload` prompt;
 * - a link or any in-app navigation: the router's navigator is wrapped, and the move waits for
 *   `onBlocked(proceed)`;
 * - the back and forward buttons: cancelled through the Navigation API, then the same question
 *   (browsers without it still get the `beforeunload` prompt when leaving the document).
 * The shell renders a `BrowserRouter`, which has no `useBlocker` (that needs a data router), so
 * the remote guards the navigator it is given. `leave(run)` lets the editor's own navigation
 * (after a save, EXIT) through.
 */
export function useLeaveGuard(active: boolean, onBlocked: (proceed: () => void) => void) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const activeRef = useRef(active);
  activeRef.current = active;
  const onBlockedRef = useRef(onBlocked);
  onBlockedRef.current = onBlocked;
  const bypassRef = useRef(false);
  const location = useLocation();

  // A move that was let through is done: the guard holds again on the new page.
  useEffect(() => {
    bypassRef.current = false;
  }, [location]);

  useEffect(() => {
    const guarded = () => activeRef.current && !bypassRef.current;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarded()) return;
      event.preventDefault();
      // Older Chromium builds still need returnValue set to show the prompt.
      event.returnValue = '';
    };

    const target = navigator as unknown as Navigator;
    const { push, replace } = target;
    const wrap =
      (original: (...args: never[]) => void) =>
      (...args: never[]) => {
        if (!guarded()) {
          original.apply(navigator, args);
          return;
        }
        onBlockedRef.current(() => {
          bypassRef.current = true;
          original.apply(navigator, args);
        });
      };
    target.push = wrap(push);
    target.replace = wrap(replace);

    // Back and forward: the Navigation API lets a same-document traversal be cancelled before
    // anything moves (a popstate listener would run after the router's own).
    const navigation = navigationApi();
    const traverse = (event: NavigateEvent) => {
      if (event.navigationType !== 'traverse' || !event.cancelable) return;
      if (!event.destination.sameDocument || !guarded()) return;
      event.preventDefault();
      const destination = event.destination.key;
      onBlockedRef.current(() => {
        bypassRef.current = true;
        void navigation?.traverseTo(destination);
      });
    };

    window.addEventListener('beforeunload', beforeUnload);
    navigation?.addEventListener('navigate', traverse);
    return () => {
      target.push = push;
      target.replace = replace;
      window.removeEventListener('beforeunload', beforeUnload);
      navigation?.removeEventListener('navigate', traverse);
    };
  }, [navigator]);

  return useCallback((run: () => void) => {
    bypassRef.current = true;
    run();
  }, []);
}

/**
 * The leave question of a screen with unsaved work, on top of `useLeaveGuard`: a blocked move (or
 * one the screen asks about itself, e.g. its CANCEL) waits in `pending` while the screen shows its
 * dialog; `stay()` drops it, `leave(pending)` lets it through.
 */
export function useLeaveQuestion(active: boolean) {
  const [pending, setPending] = useState<(() => void) | null>(null);
  const leave = useLeaveGuard(active, (proceed) => setPending(() => proceed));
  const ask = useCallback((proceed: () => void) => setPending(() => proceed), []);
  const stay = useCallback(() => setPending(null), []);
  return { pending, ask, stay, leave };
}
