import type { CatalogEventType, WebhookEventType } from '@drops/contracts';

/**
 * Which of the catalog's internal events a seller's webhook sees, and under which public name
 * (issue 29 item 5). An internal event missing here is never delivered: a new event is published
 * only by adding it to the contract's `webhookEventTypes` and mapping it here.
 */
export const publicEventOf: { readonly [Internal in CatalogEventType]?: WebhookEventType } = {
  'drop.created': 'drop.created',
  'drop.published': 'drop.published',
  'drop.changed': 'drop.changed',
  'drop.deleted': 'drop.deleted',
  'drop.badged': 'drop.badged',
  'drop.unbadged': 'drop.unbadged',
  'drop.paused': 'drop.paused',
  'drop.restored': 'drop.restored',
  'drop.scheduled': 'drop.scheduled',
  'drop.early_access': 'drop.early_access',
  'drop.live': 'drop.live',
  'drop.ended': 'drop.ended',
};

/** The webhooks' subscription to the catalog's outbox: the internal events mapped above. */
export const webhooksSubscription = Object.keys(publicEventOf) as CatalogEventType[];

export function publicEventTypeOf(internalType: string): WebhookEventType | undefined {
  return Object.hasOwn(publicEventOf, internalType)
    ? publicEventOf[internalType as CatalogEventType]
    : undefined;
}
