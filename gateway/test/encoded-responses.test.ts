import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { request, type StackSeller } from '../testing/stack';
import { stackForTests } from './fixtures';

/** A service's gzip-encoded answer crosses the gateway byte for byte, its headers intact. */
const stack = stackForTests();
let seller: StackSeller;

beforeAll(async () => {
  seller = await stack.createSeller();
  await request(`${stack.apiUrl}/seller/products`, {
    method: 'POST',
    token: seller.token,
    body: { name: 'Enamel pin' },
  });
});

/** A raw GET (fetch would decode the body and hide the encoding). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

it('passes the seller list gzip-encoded through to a browser that takes gzip', async () => {
  const url = `${stack.apiUrl}/seller/products?limit=100`;
  const plain = await request(url, {
    token: seller.token,
    headers: { 'accept-encoding': 'identity' },
  });
  expect(plain.headers.get('content-encoding')).toBeNull();
  const encoded = await rawGet(url, {
    authorization: `Bearer ${seller.token}`,
    'accept-encoding': 'gzip, deflate, br, zstd',
  });
  expect(encoded.headers['content-encoding']).toBe('gzip');
  // The service's Vary and the gateway's CORS one (Origin) both reach the browser.
  expect(String(encoded.headers.vary)).toMatch(/accept-encoding/i);
  expect(String(encoded.headers.vary)).toMatch(/\borigin\b/i);
  expect(Number(encoded.headers['content-length'])).toBe(encoded.body.length);
  const decoded = JSON.parse(gunzipSync(encoded.body).toString('utf8')) as unknown;
  expect(decoded).toEqual(plain.body);
  expect(plain.body.data).toEqual([expect.objectContaining({ name: 'Enamel pin' })]);
});
