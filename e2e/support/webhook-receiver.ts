import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { WebhookCreateBody, WebhookCreatedResponse } from '@drops/contracts';
import { apiBaseUrl } from './environment';

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver in the test itself: a real HTTP server on 127.0.0.1 (the stack allows private targets). */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = 200;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/drops-hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Registers an endpoint through the API as the seller; answers it with its secret (shown once). */
export async function registerWebhook(
  token: string,
  body: WebhookCreateBody,
): Promise<WebhookCreatedResponse['data']> {
  const response = await fetch(`${apiBaseUrl}/seller/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (response.status !== 201 && response.status !== 200)
    throw new Error(`POST /seller/webhooks: ${response.status} ${await response.text()}`);
  return ((await response.json()) as WebhookCreatedResponse).data;
}

/** Standard Webhooks check written apart from the product's signer (WebCrypto's HMAC verify). */
export async function verifiesWebhook(secret: string, message: ReceivedWebhook): Promise<boolean> {
  const id = String(message.headers['webhook-id']);
  const timestamp = String(message.headers['webhook-timestamp']);
  const key = await crypto.subtle.importKey(
    'raw',
    Buffer.from(secret.replace(/^whsec_/, ''), 'base64'),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  const data = new TextEncoder().encode(`${id}.${timestamp}.${message.body}`);
  for (const entry of String(message.headers['webhook-signature']).split(' ')) {
    const [version, signature] = entry.split(',');
    if (version === 'v1' && signature)
      if (await crypto.subtle.verify('HMAC', key, Buffer.from(signature, 'base64'), data))
        return true;
  }
  return false;
}
