import type { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from '@drops/contracts';

/** A `webhook_deliveries` row and its `webhook_attempts` as the drivers return them. */
export interface DeliveryRow {
  id: string;
  endpoint_id: string;
  seller_id: string;
  message_id: string;
  event_type: string;
  payload: string;
  status: string;
  attempt_count: unknown;
  next_attempt_at: unknown;
  give_up_at: unknown;
  created_at: unknown;
}

export interface AttemptRow {
  delivery_id: string;
  attempted_at: unknown;
  status_code: unknown;
  response_time_ms: unknown;
  error: string | null;
}

/** A delivery as the seller's deliveries list shows it, with its attempts oldest first. */
export function toDelivery(row: DeliveryRow, attempts: AttemptRow[]): WebhookDelivery {
  const status = row.status as WebhookDeliveryStatus;
  return {
    _id: row.id,
    messageId: row.message_id,
    eventType: row.event_type,
    status,
    attempts: attempts.map((attempt): WebhookAttempt => ({
      attemptedAt: new Date(Number(attempt.attempted_at)).toISOString(),
      statusCode: attempt.status_code == null ? null : Number(attempt.status_code),
      responseTimeMs: Number(attempt.response_time_ms),
      error: attempt.error,
    })),
    nextAttemptAt:
      status === 'pending' ? new Date(Number(row.next_attempt_at)).toISOString() : null,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  };
}
