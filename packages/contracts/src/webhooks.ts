import { Type, type Static } from '@sinclair/typebox';
import {
  DateTimeSchema,
  IdSchema,
  MessageEnvelope,
  StringEnum,
  withMessages,
  DataOnlyEnvelope,
} from './common';
import { Nullable, ProductSchema } from './product';
import { webhookEventTypes, webhookMessages } from './webhook-terms';

export const WebhookEventTypeSchema = withMessages(StringEnum(webhookEventTypes), {
  enum: webhookMessages.eventUnknown,
});

export const WebhookCreateBodySchema = Type.Object(
  {
    url: withMessages(Type.String({ minLength: 1, maxLength: 2000 }), {
      required: webhookMessages.urlRequired,
      minLength: webhookMessages.urlRequired,
      maxLength: webhookMessages.urlInvalid,
      type: webhookMessages.urlInvalid,
    }),
    events: withMessages(
      Type.Array(WebhookEventTypeSchema, { minItems: 1, maxItems: webhookEventTypes.length }),
      {
        required: webhookMessages.eventsRequired,
        minItems: webhookMessages.eventsRequired,
        maxItems: webhookMessages.eventUnknown,
        type: webhookMessages.eventsRequired,
      },
    ),
    description: Type.Optional(
      withMessages(Type.String({ maxLength: 200 }), {
        maxLength: webhookMessages.descriptionTooLong,
      }),
    ),
  },
  { additionalProperties: false },
);
export type WebhookCreateBody = Static<typeof WebhookCreateBodySchema>;

export const webhookEndpointStatuses = ['active', 'disabled'] as const;

/** An endpoint as listed: never its secret. */
export const WebhookEndpointSchema = Type.Object({
  _id: IdSchema,
  url: Type.String(),
  description: Type.String(),
  events: Type.Array(WebhookEventTypeSchema),
  status: StringEnum(webhookEndpointStatuses),
  /** Why and when it was disabled (3 days of failed deliveries). */
  disabledAt: Nullable(DateTimeSchema),
  disabledReason: Nullable(Type.String()),
  /** Since when every delivery failed, null while the last one succeeded. */
  failingSince: Nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
});
export type WebhookEndpoint = Static<typeof WebhookEndpointSchema>;

export const WebhookCreatedSchema = Type.Object({
  ...WebhookEndpointSchema.properties,
  /** `whsec_...`: shown in this answer only. */
  secret: Type.String(),
});
export type WebhookCreated = Static<typeof WebhookCreatedSchema>;

export const WebhookCreatedResponseSchema = MessageEnvelope(WebhookCreatedSchema);
export type WebhookCreatedResponse = Static<typeof WebhookCreatedResponseSchema>;

export const WebhookListResponseSchema = DataOnlyEnvelope(Type.Array(WebhookEndpointSchema));
export type WebhookListResponse = Static<typeof WebhookListResponseSchema>;

export const webhookDeliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** One try at sending a delivery: the receiver's status (null when none answered) and time. */
export const WebhookAttemptSchema = Type.Object({
  attemptedAt: DateTimeSchema,
  statusCode: Nullable(Type.Integer()),
  responseTimeMs: Type.Integer({ minimum: 0 }),
  error: Nullable(Type.String()),
});
export type WebhookAttempt = Static<typeof WebhookAttemptSchema>;

export const WebhookDeliverySchema = Type.Object({
  _id: IdSchema,
  /** The `webhook-id` header: the same on every attempt of this message. */
  messageId: Type.String(),
  eventType: Type.String(),
  status: StringEnum(webhookDeliveryStatuses),
  attempts: Type.Array(WebhookAttemptSchema),
  nextAttemptAt: Nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
});
export type WebhookDelivery = Static<typeof WebhookDeliverySchema>;

export const webhookDeliveriesPageSize = 50;

export const WebhookDeliveriesQuerySchema = Type.Object(
  { limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) },
  { additionalProperties: false },
);

export const WebhookDeliveriesResponseSchema = DataOnlyEnvelope(Type.Array(WebhookDeliverySchema));
export type WebhookDeliveriesResponse = Static<typeof WebhookDeliveriesResponseSchema>;

export const WebhookDeliveryResponseSchema = MessageEnvelope(WebhookDeliverySchema);
export type WebhookDeliveryResponse = Static<typeof WebhookDeliveryResponseSchema>;

export const WebhookDeliveryParamsSchema = Type.Object(
  { id: IdSchema, deliveryId: IdSchema },
  { additionalProperties: false },
);

/** A drop deleted before its event went out: what is left of it. */
export const DeletedDropSchema = Type.Object({
  _id: IdSchema,
  name: Type.String(),
  status: Type.String(),
  deleted: Type.Literal(true),
});

/**
 * The body every delivery carries (Standard Webhooks' `type`, `timestamp`, `data`); `data.drop`
 * is the drop as `GET /seller/products/{id}` shows it.
 */
export const WebhookPayloadSchema = Type.Object({
  type: Type.String(),
  timestamp: DateTimeSchema,
  data: Type.Object({
    drop: Type.Optional(Type.Union([ProductSchema, DeletedDropSchema])),
    endpointId: Type.Optional(IdSchema),
  }),
});
export type WebhookPayload = Static<typeof WebhookPayloadSchema>;
