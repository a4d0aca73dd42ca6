import { useCallback, useEffect, useRef } from 'react';
import { errorMessage } from '@drops/api-client';
import { useRemoteData } from '@drops/remote-kit';
import { shellMessages } from '../../../messages';
import { readNotifications } from '../notifications';

/** Often enough that a new notification shows within 30 s (issue 16) without reloading. */
export const notificationsPollMs = 20_000;

/**
 * The seller's notifications, read once and then quietly again every 20 s while the tab is
 * visible, when the window gets focus or the tab becomes visible again (a hidden tab asks
 * nothing), and whenever the panel opens (`refresh`). A failed quiet read keeps what is shown.
 */
export function useNotifications() {
  const remote = useRemoteData(readNotifications, 'notifications', {
    describeError: (error) => errorMessage(error, shellMessages.notificationsFailed),
  });
  const { refresh } = remote;
  // A quiet read while the first is on its way would make that one's answer (or error) not land,
  // leaving "Loading" up if the quiet one fails: it waits for the first to finish.
  const loading = useRef(true);
  loading.current = remote.state.status === 'loading';
  const quietRefresh = useCallback(() => {
    if (!loading.current) refresh().catch(() => undefined);
  }, [refresh]);

  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const timer = window.setInterval(() => {
      if (visible()) quietRefresh();
    }, notificationsPollMs);
    const onVisibility = () => {
      if (visible()) quietRefresh();
    };
    window.addEventListener('focus', quietRefresh);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', quietRefresh);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [quietRefresh]);

  return { ...remote, quietRefresh };
}
