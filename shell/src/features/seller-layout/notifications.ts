import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type ApiClient,
} from '@drops/api-client';
import type { Notification } from '@drops/contracts';

export interface NotificationsPage {
  notifications: Notification[];
  unread: number;
}

/** The newest page of the seller's notifications (the server sorts newest first) and the count unread. */
export async function readNotifications(api: ApiClient): Promise<NotificationsPage> {
  const answer = await listNotifications(api, { page: 1, limit: 20 });
  return { notifications: answer.data, unread: answer.unread };
}

/** Marks one read; answers the notification as stored and the count still unread. */
export async function markRead(api: ApiClient, notificationId: string) {
  const answer = await markNotificationRead(api, notificationId);
  return { notification: answer.data, unread: answer.unread };
}

export async function markAllRead(api: ApiClient) {
  const answer = await markAllNotificationsRead(api);
  return { unread: answer.unread };
}
