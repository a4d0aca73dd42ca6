/**
 * @jest-environment node
 */
import { ApiError, createApiClient, listSellerProducts } from '../src';
import { prefetchSellerProducts } from '../src/prefetch/prefetch-seller-products';
import { answerJson, startTestServer, type TestServer } from './test-server';

/**
 * Issue 28: the shell asks the dashboard's list while the dashboard's code loads; the
 * dashboard's own GET of the same address with the same token takes that answer instead of
 * asking again, once. A token in the form the client reads the seller from (its subject).
 */
const sellerId = '6b099414ba203ef5c9938a94';
const token = `h.${Buffer.from(JSON.stringify({ sub: sellerId })).toString('base64url')}.s`;
let server: TestServer;
let status = 200;

beforeEach(async () => {
  status = 200;
  server = await startTestServer((request, response) =>
    status === 200
      ? answerJson(response, 200, { success: true, data: [{ seen: server.seen.length }] })
      : answerJson(response, status, { success: false, error: 'Unauthorized' }),
  );
});
afterEach(() => server.close());

const listRequests = () =>
  server.seen.filter((request) => request.url.includes('/seller/products'));
const dashboardList = (client: ReturnType<typeof createApiClient>) =>
  listSellerProducts(client, { limit: 100, mediaLinks: 12 });

it("takes the shell's read once, whatever the order of the query's parameters", async () => {
  prefetchSellerProducts(server.baseUrl, token, sellerId);
  const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
  const first = await dashboardList(client);
  expect(first.data).toEqual([{ seen: 1 }]);
  expect(listRequests()).toHaveLength(1);
  // Taken: the next read (a refresh) asks the server.
  await dashboardList(client);
  expect(listRequests()).toHaveLength(2);
});

it("asks once when the page's script and the entry script both start it", async () => {
  prefetchSellerProducts(server.baseUrl, token, sellerId);
  prefetchSellerProducts(server.baseUrl, token, sellerId);
  const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
  expect((await dashboardList(client)).data).toEqual([{ seen: 1 }]);
  expect(listRequests()).toHaveLength(1);
});

it('asks again when the read was made with another token', async () => {
  prefetchSellerProducts(server.baseUrl, token, sellerId);
  const otherToken = `h.${Buffer.from(JSON.stringify({ sub: sellerId })).toString('base64url')}.t`;
  const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => otherToken });
  await dashboardList(client);
  expect(listRequests().map((request) => request.authorization)).toEqual([
    `Bearer ${token}`,
    `Bearer ${otherToken}`,
  ]);
});

it("asks again when the shell's read failed, and its refusal is the client's as usual", async () => {
  status = 401;
  prefetchSellerProducts(server.baseUrl, token, sellerId);
  const refused: string[] = [];
  const client = createApiClient({
    baseUrl: server.baseUrl,
    getToken: () => token,
    onUnauthorized: (sent) => refused.push(sent),
  });
  await expect(dashboardList(client)).rejects.toBeInstanceOf(ApiError);
  expect(listRequests()).toHaveLength(2);
  expect(refused).toEqual([token]);
});
