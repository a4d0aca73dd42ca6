import { useCallback, useRef } from 'react';
import { errorMessage } from '@drops/api-client';
import { queryKeys, useAreaQuery } from '@drops/remote-kit';
import { shellMessages } from '../../../messages';
import { readNotifications } from '../notifications';

/** Often enough that a new notification shows within 30 s (issue 16) without reloading. */
export const notificationsPollMs = 20_000;

/**
 * The seller's notifications, read once and then quietly again every 20 s while the tab is
 * visible, when the window gets focus or the tab becomes visible again (the query cache's own
 * refetch on focus; a hidden tab asks nothing), and whenever the panel opens (`quietRefresh`).
 * A failed quiet read keeps what is shown.
 */
export function useNotifications() {
  const remote = useAreaQuery(queryKeys.seller.notifications(), readNotifications, {
    describeError: (error) => errorMessage(error, shellMessages.notificationsFailed),
    pollMs: notificationsPollMs,
  });
  const { refresh } = remote;
  // A quiet read while the first is on its way would replace it, leaving "Loading" up if the
  // quiet one fails: it waits for the first to finish.
  const loading = useRef(true);
  loading.current = remote.state.status === 'loading';
  const quietRefresh = useCallback(() => {
    if (!loading.current) refresh().catch(() => undefined);
  }, [refresh]);

  return { ...remote, quietRefresh };
}
