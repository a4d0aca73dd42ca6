import {
  notificationTexts,
  reasonFactsOf,
  reasonSentenceOf,
  type NotificationType,
} from '@drops/contracts';
import type { ServiceEvent } from '@drops/db';

/** A notification about to be stored: whose, what it says, where it leads, which event made it. */
export interface NewNotification {
  sellerId: string;
  eventId: string;
  type: NotificationType;
  title: string;
  body: string;
  link: string;
  createdAt: number;
  /**
   * For the mail only (issue 31 item 5): the sentence without the decision's why, and the reason
   * and note as lines of their own, where the app shows them run together in `body`.
   */
  mail?: { sentence: string; facts: [label: string, value: string][] };
}

interface DecisionPayload {
  reason?: string | null;
  note?: string | null;
}

interface DropPayload {
  id?: string;
  sellerId?: string;
  name?: string;
}

const accountLink = '/dashboard';
/** A rejected seller cannot open the dashboard; sign-in shows why (issue 31 item 5). */
const signInLink = '/signin';
const integrationsLink = '/integrations';
const dropLink = (id: string) => `/add-product/${encodeURIComponent(id)}`;

/** The notifications a deleted drop's event retires: whose, and the link they share. */
export function deletedDropOf(event: ServiceEvent): { sellerId: string; link: string } | null {
  if (event.type !== 'drop.deleted') return null;
  const drop = (event.payload.drop ?? {}) as DropPayload;
  return drop.sellerId && drop.id ? { sellerId: drop.sellerId, link: dropLink(drop.id) } : null;
}

/**
 * The notification an event makes, or null for one a seller is not told about. Seller events
 * come from this service's own outbox (same transaction), drop events from the catalog's.
 */
export function notificationOf(event: ServiceEvent): NewNotification | null {
  const createdAt = Date.parse(event.occurredAt) || Date.now();
  /** What every notification of this event holds: its type's title, whose it is, where it leads. */
  const told = (
    type: NotificationType,
    content: Pick<NewNotification, 'sellerId' | 'body' | 'link'>,
  ): NewNotification => ({
    eventId: event.id,
    createdAt,
    type,
    title: notificationTexts[type].title,
    ...content,
  });
  const review = (event.payload.review ?? {}) as DecisionPayload;
  const why = reasonSentenceOf(review.reason, review.note);
  switch (event.type) {
    case 'seller.approved':
    case 'seller.invited':
    case 'seller.sell_requested':
      return told(event.type, {
        sellerId: event.entityId,
        body: notificationTexts[event.type].body(),
        link: accountLink,
      });
    case 'seller.rejected': {
      const texts = notificationTexts['seller.rejected'];
      return {
        ...told(event.type, { sellerId: event.entityId, body: texts.body(why), link: signInLink }),
        mail: { sentence: texts.body(''), facts: reasonFactsOf(review.reason, review.note) },
      };
    }
    case 'drop.badged':
    case 'drop.unbadged':
    case 'drop.paused':
    case 'drop.restored':
    case 'drop.scheduled':
    case 'drop.early_access':
    case 'drop.live':
    case 'drop.ended': {
      // A phase reached by the seller's own write (a publish, a restore's landing) is on the
      // screen that made it; the seller is told of the moves the clock makes (issue 17).
      if (event.payload.cause === 'write') return null;
      const drop = (event.payload.drop ?? {}) as DropPayload;
      if (!drop.sellerId || !drop.id) return null;
      return told(event.type, {
        sellerId: drop.sellerId,
        body: notificationTexts[event.type].body(drop.name ?? '', why),
        link: dropLink(drop.id),
      });
    }
    case 'webhook.disabled': {
      const endpoint = (event.payload.endpoint ?? {}) as { sellerId?: string; url?: string };
      if (!endpoint.sellerId) return null;
      return told(event.type, {
        sellerId: endpoint.sellerId,
        body: notificationTexts['webhook.disabled'].body(endpoint.url ?? ''),
        link: integrationsLink,
      });
    }
    default:
      return null;
  }
}
