/**
 * @jest-environment node
 */
import { createApiClient, deleteSellerProduct } from '../src';
import { answerJson, startTestServer } from './test-server';

// A seller token's payload names the seller (`sub`): the client fills `sellerId` from it.
const sellerToken = `e30.${Buffer.from(JSON.stringify({ sub: 'a'.repeat(24) })).toString('base64url')}.sig`;

describe('deleteSellerProduct', () => {
  it('sends DELETE /seller/products/{id}?sellerId with the token and reads the message', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 200, { success: true, message: 'DROP DELETED.' }),
    );
    try {
      const client = createApiClient({
        baseUrl: server.baseUrl,
        getToken: () => sellerToken,
      });
      const answer = await deleteSellerProduct(client, 'drop 1');
      expect(answer).toEqual({ success: true, message: 'DROP DELETED.' });
      expect(server.seen).toEqual([
        expect.objectContaining({
          method: 'DELETE',
          url: `/api/v1/seller/products/drop%201?sellerId=${'a'.repeat(24)}`,
          authorization: `Bearer ${sellerToken}`,
        }),
      ]);
    } finally {
      await server.close();
    }
  });
});
