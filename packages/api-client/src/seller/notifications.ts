import type {
  NotificationResponse,
  NotificationsQuery,
  NotificationsReadResponse,
  NotificationsResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';
import { filteredList } from '../endpoint';

/** GET /seller/notifications: the signed-in seller's own, newest first, with the unread count. */
export const listNotifications = filteredList<NotificationsQuery, NotificationsResponse>(
  '/seller/notifications',
);

/** PUT /seller/notifications/{id}/read. */
export function markNotificationRead(client: ApiClient, notificationId: string) {
  return client.request<NotificationResponse>(
    'PUT',
    `/seller/notifications/${encodeURIComponent(notificationId)}/read`,
  );
}

/** PUT /seller/notifications/read-all. */
export function markAllNotificationsRead(client: ApiClient) {
  return client.request<NotificationsReadResponse>('PUT', '/seller/notifications/read-all');
}
