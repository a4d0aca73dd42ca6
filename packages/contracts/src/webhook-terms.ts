// Free of the schema builder (TypeBox): a frontend's first screen takes these without it.

/**
 * The public webhook events: what a seller's endpoint can subscribe to, with these names, for
 * good (issue 17). Declared apart from the catalog's internal events (catalog-events.ts); the
 * catalog's webhooks module maps those to these.
 */
export const webhookEventTypes = [
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
export type WebhookEventType = (typeof webhookEventTypes)[number];

/** The event of `POST /seller/webhooks/{id}/test`: never written by the catalog itself. */
export const webhookTestEventType = 'webhook.test';

/** At most this many endpoints per seller. */
export const maxWebhookEndpoints = 10;

/** The Integrations page's strings and the API's own. */
export const webhookMessages = {
  urlRequired: 'Endpoint URL is required',
  urlInvalid: 'Please enter a valid URL',
  urlNotHttps: 'The endpoint URL must use https',
  urlPrivate: 'The endpoint URL must not point to a private, loopback or link-local address',
  urlUnresolvable: 'The endpoint host could not be resolved',
  eventsRequired: 'Choose at least one event',
  eventUnknown: 'Unknown event',
  tooManyEndpoints: `You can register up to ${maxWebhookEndpoints} endpoints`,
  descriptionTooLong: 'Description must be 200 characters or less',
  webhookNotFound: 'Webhook not found',
  deliveryNotFound: 'Delivery not found',
  created: 'Webhook endpoint added',
  deleted: 'Webhook endpoint removed',
  testQueued: 'Test delivery queued',
  resendQueued: 'Delivery queued again',
} as const;
