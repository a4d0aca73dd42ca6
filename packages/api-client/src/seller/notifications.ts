import type {
  NotificationResponse,
  NotificationsQuery,
  NotificationsReadResponse,
  NotificationsResponse,
} from '@drops/contracts';
import type { ApiClient } from '../client';

/** GET /seller/notifications: the signed-in seller's own, newest first, with the unread count. */
export function listNotifications(client: ApiClient, query: NotificationsQuery = {}) {
  return client.request<NotificationsResponse>('GET', '/seller/notifications', { query });
}

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
