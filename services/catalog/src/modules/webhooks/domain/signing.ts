import { createHmac, randomBytes } from 'node:crypto';

/** Standard Webhooks secrets: `whsec_` and the base64 of the key's bytes. */
const secretPrefix = 'whsec_';

export function newSigningSecret(): string {
  return `${secretPrefix}${randomBytes(32).toString('base64')}`;
}

/**
 * The `webhook-signature` header of the Standard Webhooks convention: `v1,` and the base64
 * HMAC-SHA256, keyed by the secret's bytes, of `<webhook-id>.<webhook-timestamp>.<body>`.
 */
export function signatureOf(secret: string, messageId: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.slice(secretPrefix.length), 'base64');
  const digest = createHmac('sha256', key)
    .update(`${messageId}.${timestamp}.${body}`)
    .digest('base64');
  return `v1,${digest}`;
}

/** The three headers of one attempt; the timestamp is the attempt's, in seconds. */
export function webhookHeaders(
  secret: string,
  messageId: string,
  body: string,
  now: number,
): Record<string, string> {
  const timestamp = Math.floor(now / 1000);
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signatureOf(secret, messageId, timestamp, body),
  };
}
