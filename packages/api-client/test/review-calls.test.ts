/**
 * @jest-environment node
 */
import {
  createApiClient,
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  setProductModeration,
  setSellerApproval,
} from '../src';
import { answerJson, startTestServer } from './test-server';

/** A test server that answers `{ success: true }`: each call's method, path and body as text. */
async function recording(work: (client: ReturnType<typeof createApiClient>) => Promise<unknown>) {
  const server = await startTestServer((_request, response) =>
    answerJson(response, 200, { success: true }),
  );
  try {
    await work(createApiClient({ baseUrl: server.baseUrl, getToken: () => 'token' }));
  } finally {
    await server.close();
  }
  return server.seen.map(({ method, url, body }) => ({ method, url, body: body.toString() }));
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
