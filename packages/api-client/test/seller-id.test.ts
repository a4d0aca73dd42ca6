/**
 * @jest-environment node
 */
import { sellerMessages } from '@drops/contracts';
import {
  createApiClient,
  deleteCollection,
  deleteSellerProduct,
  getSeller,
  isApiError,
  listSellerProducts,
  updateSellerProductStatus,
} from '../src';
import { answerJson, startTestServer } from './test-server';

/** A JWT as the server signs it for a seller: only its payload matters to the client. */
function sellerToken(subject: string): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: subject, aud: 'drops:seller' })}.signature`;
}

/** A test server answering `{ success: true, data: [] }`; `calls` gives each call's JSON body. */
async function recordingServer() {
  const server = await startTestServer((_request, response) =>
    answerJson(response, 200, { success: true, data: [] }),
  );
  const calls = () =>
    server.seen.map(({ method, url, body }) => ({
      method,
      url,
      body: body.length > 0 ? (JSON.parse(body.toString()) as unknown) : undefined,
    }));
  return { ...server, calls };
}

describe("the seller's id, filled by the client", () => {
  const sellerId = 'b'.repeat(24);

  it("comes from the seller token's subject, on the path, the query and the body as the spec's calls carry it", async () => {
    const server = await recordingServer();
    try {
      const client = createApiClient({
        baseUrl: server.baseUrl,
        getToken: () => sellerToken(sellerId),
      });
      expect(client.sellerId()).toBe(sellerId);
      await getSeller(client);
      await listSellerProducts(client, { status: 'Draft' });
      await deleteSellerProduct(client, 'drop-1');
      await deleteCollection(client, 'series-1');
      await updateSellerProductStatus(client, 'drop-1', { status: 'Draft' });
      expect(server.calls()).toEqual([
        { method: 'GET', url: `/api/v1/seller/${sellerId}`, body: undefined },
        {
          method: 'GET',
          url: `/api/v1/seller/products?status=Draft&sellerId=${sellerId}`,
          body: undefined,
        },
        {
          method: 'DELETE',
          url: `/api/v1/seller/products/drop-1?sellerId=${sellerId}`,
          body: undefined,
        },
        {
          method: 'DELETE',
          url: `/api/v1/collections/series-1?sellerId=${sellerId}`,
          body: undefined,
        },
        {
          method: 'PUT',
          url: '/api/v1/seller/products/drop-1/status',
          body: { status: 'Draft', sellerId },
        },
      ]);
    } finally {
      await server.close();
    }
  });

  it('follows the session: the next call after another sign-in carries the new seller', async () => {
    const server = await recordingServer();
    let token = sellerToken('c'.repeat(24));
    try {
      const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
      await getSeller(client);
      token = sellerToken(sellerId);
      await getSeller(client);
      expect(server.seen.map((request) => request.url)).toEqual([
        `/api/v1/seller/${'c'.repeat(24)}`,
        `/api/v1/seller/${sellerId}`,
      ]);
    } finally {
      await server.close();
    }
  });

  it('without a seller token, or with one that is not a JWT, nothing is sent: 401 "You must be logged in as a seller"', async () => {
    const server = await recordingServer();
    try {
      for (const token of [undefined, 'not-a-jwt', 'a.bm90IGpzb24.c']) {
        const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => token });
        const refusal = await getSeller(client).catch((error: unknown) => error);
        expect(isApiError(refusal) && [refusal.status, refusal.message]).toEqual([
          401,
          sellerMessages.mustBeLoggedIn,
        ]);
      }
      expect(server.seen).toEqual([]);
    } finally {
      await server.close();
    }
  });
});
