import type {
  NotificationResponse,
  NotificationsQuery,
  NotificationsReadResponse,
  NotificationsResponse,
} from '@drops/contracts';
import { filteredList, itemCall, pathCall } from '../endpoint';

/** GET /seller/notifications: the signed-in seller's own, newest first, with the unread count. */
export const listNotifications = filteredList<NotificationsQuery, NotificationsResponse>(
  '/seller/notifications',
);

/** PUT /seller/notifications/{id}/read. */
export const markNotificationRead = itemCall<NotificationResponse>(
  'PUT',
  (notificationId) => `/seller/notifications/${notificationId}/read`,
);

/** PUT /seller/notifications/read-all. */
export const markAllNotificationsRead = pathCall<NotificationsReadResponse>(
  'PUT',
  '/seller/notifications/read-all',
);
