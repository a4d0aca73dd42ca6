/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient, deleteSellerProduct } from '../src';

// A seller token's payload names the seller (`sub`): the client fills `sellerId` from it.
const sellerToken = `e30.${Buffer.from(JSON.stringify({ sub: 'a'.repeat(24) })).toString('base64url')}.sig`;

describe('deleteSellerProduct', () => {
  it('sends DELETE /seller/products/{id}?sellerId with the token and reads the message', async () => {
    const seen: { method?: string; url?: string; authorization?: string } = {};
    const server = http.createServer((request, response) => {
      Object.assign(seen, {
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
      });
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ success: true, message: 'DROP DELETED.' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const client = createApiClient({
        baseUrl: `http://127.0.0.1:${port}/api/v1`,
        getToken: () => sellerToken,
      });
      const answer = await deleteSellerProduct(client, 'drop 1');
      expect(answer).toEqual({ success: true, message: 'DROP DELETED.' });
      expect(seen).toEqual({
        method: 'DELETE',
        url: `/api/v1/seller/products/drop%201?sellerId=${'a'.repeat(24)}`,
        authorization: `Bearer ${sellerToken}`,
      });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
