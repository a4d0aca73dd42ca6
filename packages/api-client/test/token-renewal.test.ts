/**
 * @jest-environment node
 */
import { createApiClient } from '../src';
import { answerJson, startTestServer, type TestServer } from './test-server';

/**
 * Issue 30: a call refused with 401 is made once more with a renewed token (the silent
 * refresh); only a refusal that stands ends the session. The server accepts the token `fresh`.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer((request, response) =>
    request.authorization === 'Bearer fresh'
      ? answerJson(response, 200, { success: true, data: { called: request.url } })
      : answerJson(response, 401, { success: false, error: 'You must be logged in as a seller' }),
  );
});
afterAll(() => server.close());
beforeEach(() => server.seen.splice(0));

function clientWith(token: string | undefined, renewed: string | null) {
  const refused: string[] = [];
  const renewals: string[] = [];
  const client = createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    renewToken: async (refusedToken) => {
      renewals.push(refusedToken);
      return renewed;
    },
    onUnauthorized: (sentToken) => refused.push(sentToken),
  });
  return { client, refused, renewals };
}

it('repeats a refused call once with the renewed token, and the session goes on', async () => {
  const { client, refused, renewals } = clientWith('expired', 'fresh');
  const answer = await client.request('POST', '/seller/logout', { body: {} });
  expect(answer).toEqual({ success: true, data: { called: '/api/v1/seller/logout' } });
  expect(renewals).toEqual(['expired']);
  expect(server.seen.map((seen) => seen.authorization)).toEqual(['Bearer expired', 'Bearer fresh']);
  expect(server.seen[1]?.body.toString()).toBe('{}');
  expect(refused).toEqual([]);
});

it('renews downloads the same way', async () => {
  const { client, refused } = clientWith('expired', 'fresh');
  const blob = await client.download('/admin/export');
  expect(await blob.text()).toContain('/api/v1/admin/export');
  expect(refused).toEqual([]);
});

it('ends the session when no renewal comes', async () => {
  const { client, refused } = clientWith('expired', null);
  await expect(client.request('GET', '/seller/sessions')).rejects.toMatchObject({ status: 401 });
  expect(server.seen).toHaveLength(1);
  expect(refused).toEqual(['expired']);
});

it('tries once only: a renewed token refused too ends the session', async () => {
  const { client, refused, renewals } = clientWith('expired', 'also-refused');
  await expect(client.request('GET', '/seller/sessions')).rejects.toMatchObject({ status: 401 });
  expect(server.seen).toHaveLength(2);
  expect(renewals).toEqual(['expired']);
  expect(refused).toEqual(['also-refused']);
});

it('renews nothing for a call that carried no token', async () => {
  const { client, renewals, refused } = clientWith(undefined, 'fresh');
  await expect(client.request('GET', '/seller/sessions')).rejects.toMatchObject({ status: 401 });
  expect(renewals).toEqual([]);
  expect(refused).toEqual([]);
});
