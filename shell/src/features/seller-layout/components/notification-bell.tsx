import { useId, useState } from 'react';
import type { Notification } from '@drops/contracts';
import { formatDateTime } from '@drops/format';
import { ApiProvider, useApi } from '@drops/remote-kit';
import { EmptyState, ErrorState, LoadingState, toast, useDisclosure } from '@drops/ui';
import { useAppConfig } from '../../../app/app-config';
import { shellMessages } from '../../../messages';
import { markAllRead, markRead } from '../notifications';
import { useNotifications } from './use-notifications';
import {
  BellButton,
  BellRoot,
  ItemBody,
  ItemButton,
  ItemGone,
  ItemLink,
  ItemTime,
  ItemTitle,
  List,
  MarkAllButton,
  Panel,
  PanelBody,
  PanelHeader,
  UnreadBadge,
  UnreadDot,
  VisuallyHidden,
} from './notification-bell.styles';

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
      />
    </svg>
  );
}

/**
 * Issue 16: the bell beside the user menu, with the count unread, and its panel of the newest
 * notifications (time, title, body), each a link to what it is about, marked read when opened.
 * A disclosure like the user menu (`useDisclosure`): Escape closes it and gives focus back to the bell, as does a
 * click outside or focus moving away.
 */
export function NotificationBell() {
  return (
    <ApiProvider client={useAppConfig().sellerApi}>
      <BellAndPanel />
    </ApiProvider>
  );
}

function BellAndPanel() {
  const api = useApi();
  const { state, retry, update, quietRefresh } = useNotifications();
  const { open, setOpen, panelId, rootProps, buttonProps } = useDisclosure();
  const [markingAll, setMarkingAll] = useState(false);
  const headingId = useId();
  const unread = state.status === 'ready' ? state.data.unread : 0;

  const markOneRead = (notification: Notification) => {
    if (notification.readAt) return;
    markRead(api, notification._id).then(
      (answer) =>
        update((data) => ({
          notifications: data.notifications.map((item) =>
            item._id === notification._id ? answer.notification : item,
          ),
          unread: answer.unread,
        })),
      // The next read shows it unread still; nothing the seller must act on.
      () => undefined,
    );
  };

  const openNotification = (notification: Notification) => {
    setOpen(false);
    markOneRead(notification);
  };

  const markAll = async () => {
    setMarkingAll(true);
    try {
      const answer = await markAllRead(api);
      const now = new Date().toISOString();
      update((data) => ({
        notifications: data.notifications.map((item) => ({ ...item, readAt: item.readAt ?? now })),
        unread: answer.unread,
      }));
    } catch {
      toast({ title: shellMessages.markAllReadFailed, variant: 'error' });
    } finally {
      setMarkingAll(false);
    }
  };

  return (
    <BellRoot {...rootProps}>
      <BellButton
        {...buttonProps}
        aria-label={shellMessages.notificationsButton(unread)}
        onClick={() => {
          if (!open) quietRefresh();
          setOpen((value) => !value);
        }}
      >
        <BellIcon />
        {unread > 0 ? (
          <UnreadBadge aria-hidden="true" data-testid="unread-count">
            {unread > 99 ? '99+' : unread}
          </UnreadBadge>
        ) : null}
      </BellButton>
      {open ? (
        <Panel id={panelId} role="region" aria-labelledby={headingId}>
          <PanelHeader>
            <h2 id={headingId}>{shellMessages.notifications}</h2>
            <MarkAllButton
              disabled={unread === 0 || markingAll}
              onClick={() => {
                void markAll();
              }}
            >
              {shellMessages.markAllRead}
            </MarkAllButton>
          </PanelHeader>
          <PanelBody>
            {state.status === 'loading' ? (
              <LoadingState>{shellMessages.notificationsLoading}</LoadingState>
            ) : state.status === 'error' ? (
              <ErrorState
                message={state.message}
                onRetry={retry}
                retryLabel={shellMessages.retry}
              />
            ) : state.data.notifications.length === 0 ? (
              <EmptyState title={shellMessages.notificationsEmpty} />
            ) : (
              <List>
                {state.data.notifications.map((notification) => (
                  <li key={notification._id}>
                    {notification.dropDeleted ? (
                      // Nothing to open: the item says so and is marked read, the panel stays.
                      <ItemButton
                        $unread={!notification.readAt}
                        onClick={() => markOneRead(notification)}
                      >
                        <NotificationText notification={notification} />
                        <ItemGone>{shellMessages.notificationDropDeleted}</ItemGone>
                      </ItemButton>
                    ) : (
                      <ItemLink
                        to={notification.link}
                        $unread={!notification.readAt}
                        onClick={() => openNotification(notification)}
                      >
                        <NotificationText notification={notification} />
                      </ItemLink>
                    )}
                  </li>
                ))}
              </List>
            )}
          </PanelBody>
        </Panel>
      ) : null}
    </BellRoot>
  );
}

function NotificationText({ notification }: { notification: Notification }) {
  return (
    <>
      {notification.readAt ? null : (
        <UnreadDot>
          <VisuallyHidden>{shellMessages.unread}</VisuallyHidden>
        </UnreadDot>
      )}
      <ItemTitle>{notification.title}</ItemTitle>
      <ItemBody>{notification.body}</ItemBody>
      <ItemTime dateTime={notification.createdAt}>
        {formatDateTime(notification.createdAt)}
      </ItemTime>
    </>
  );
}
