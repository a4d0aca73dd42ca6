import { serverMessages } from '@drops/contracts';
import type { ServiceApp } from '@drops/service-kit';
import { stackForTests } from './fixtures';

/**
 * `/internal/...` stays unreachable through the gateway however the path is spelled: dot
 * segments, plain or encoded (slashes and dots, in one or two layers), backslashes and letter
 * case all answer 404 before any service sees them, even with a valid service token.
 */
const stack = stackForTests();
/** Sends the path byte for byte (fetch and URL would resolve the dot segments first). */
async function rawGet(path: string, token: string) {
  const { hostname, port } = new URL(stack.apiUrl);
  const http = await import('node:http');
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      { host: hostname, port, path, method: 'GET', headers: { authorization: `Bearer ${token}` } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}

describe('internal paths through the gateway', () => {
  it("the API's own paths still pass: ids, a query with encoded slashes and dots", async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    expect((await rawGet(`/api/v1/seller/${seller.id}`, seller.token)).status).toBe(200);
    expect((await rawGet('/api/v1/seller/products?search=a%2Fb%20..', seller.token)).status).toBe(
      200,
    );
    // An unknown drop is the catalog's own 404, not the gateway's route-not-found.
    const unknown = await rawGet(`/api/v1/seller/products/${'f'.repeat(24)}`, seller.token);
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body).error).not.toBe(serverMessages.routeNotFound);
  });

  it('every spelling of /internal answers 404 with the error body', async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    const service = (stack.services.seller as ServiceApp).signToken('service', 'admin');
    const target = `internal/sellers/${seller.id}`;
    const spellings = [
      `/api/v1/internal/sellers/${seller.id}`,
      `/api/v1/seller/../${target}`,
      `/api/v1/seller/..%2F${target}`,
      `/api/v1/seller/..%2f${target}`,
      `/api/v1/seller/%2E%2E/${target}`,
      `/api/v1/seller/%2e%2e%2F${target}`,
      `/api/v1/seller/.%2E/${target}`,
      `/api/v1/seller%2F..%2F${target}`,
      `/api/v1/seller//..//${target}`,
      `/api/v1/seller/%252E%252E%252F${target}`,
      `/api/v1/seller/products/..%2F..%2F${target}`,
      `/api/v1/admin/..%2F${target}`,
      `/api/v1/collections/..%2F${target}`,
      `/api/v1/seller/..%5C${target}`,
      `/api/v1/INTERNAL/sellers/${seller.id}`,
    ];
    // A seller's token passes the edge's audience check of /seller/**: the spelling must stop it.
    for (const token of [service, seller.token]) {
      const answers: Record<string, number> = {};
      for (const path of spellings) answers[path] = (await rawGet(path, token)).status;
      expect(answers).toEqual(Object.fromEntries(spellings.map((path) => [path, 404])));
    }
    const { body } = await rawGet(spellings[2]!, service);
    expect(JSON.parse(body)).toMatchObject({ success: false, error: serverMessages.routeNotFound });
  });
});
