/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createApiClient,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setProductModeration,
  setSellerApproval,
} from '../src';

interface Seen {
  method?: string;
  url?: string;
  body: string;
}

/** A server that records each call and answers `{ success: true }`. */
async function recording(work: (client: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  const seen: Seen[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      seen.push({ method: request.method, url: request.url, body });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    await work(
      createApiClient({ baseUrl: `http://127.0.0.1:${port}/api/v1`, getToken: () => 'token' }),
    );
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
  return seen;
}

describe('issue 16 calls', () => {
  it('send the notification calls to their paths', async () => {
    const seen = await recording(async (client) => {
      await listNotifications(client, { page: 2, limit: 5 });
      await markNotificationRead(client, 'a'.repeat(24));
      await markAllNotificationsRead(client);
    });
    expect(seen.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'GET /api/v1/seller/notifications?page=2&limit=5',
      `PUT /api/v1/seller/notifications/${'a'.repeat(24)}/read`,
      'PUT /api/v1/seller/notifications/read-all',
    ]);
  });

  it('send a rejection with its reason and a pause with its reason', async () => {
    const seen = await recording(async (client) => {
      await setSellerApproval(client, 'seller1', {
        isApproved: false,
        isActive: false,
        reason: 'incomplete_profile',
        note: 'Add a bio',
      });
      await setProductModeration(client, 'drop1', { status: 'paused', reason: 'other' });
    });
    expect(seen).toEqual([
      {
        method: 'PUT',
        url: '/api/v1/admin/sellers/seller1/approve',
        body: JSON.stringify({
          isApproved: false,
          isActive: false,
          reason: 'incomplete_profile',
          note: 'Add a bio',
        }),
      },
      {
        method: 'PUT',
        url: '/api/v1/admin/products/drop1/status',
        body: JSON.stringify({ status: 'paused', reason: 'other' }),
      },
    ]);
  });
});
