/**
 * The catalog's internal events: every type its outbox writes (issue 29 item 5). Its own modules
 * and other services subscribe to them by name; none of them is public as such. What a seller's
 * webhook endpoint can subscribe to is `webhookEventTypes` (webhook-terms.ts), mapped from these by
 * the catalog's webhooks module, so adding an event here publishes nothing. The two lists hold
 * the same names today and stay written apart on purpose: neither side's change may become the
 * other's (issue 29 item 5).
 */
export const dropEventTypes = [
  'drop.created',
  'drop.published',
  'drop.changed',
  'drop.deleted',
  'drop.badged',
  'drop.unbadged',
  'drop.paused',
  'drop.restored',
  'drop.scheduled',
  'drop.early_access',
  'drop.live',
  'drop.ended',
] as const;
export type DropEventType = (typeof dropEventTypes)[number];

/** An endpoint failing for 3 days was disabled: its seller is told (notification and mail). */
export const webhookDisabledEventType = 'webhook.disabled';

export const catalogEventTypes = [...dropEventTypes, webhookDisabledEventType] as const;
export type CatalogEventType = (typeof catalogEventTypes)[number];

/**
 * The seller service's subscription (its notifications module): the events a seller is told
 * about, and a deletion, which marks the notifications that led to the drop (issue 31 item 8).
 * Declared by the consumer's needs, here beside the events because two services read it: the
 * catalog's relay sends exactly these, the seller's consumer handles exactly these.
 */
export const sellerCatalogSubscription = [
  'drop.deleted',
  'drop.badged',
  'drop.unbadged',
  'drop.paused',
  'drop.restored',
  'drop.scheduled',
  'drop.early_access',
  'drop.live',
  'drop.ended',
  webhookDisabledEventType,
] as const satisfies readonly CatalogEventType[];
