/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@drops/api-client';
import { uploadMessages } from '@drops/contracts';
import { clearMediaCache, resolveMediaUrl } from '../src';

let server: http.Server;
let baseUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(request.url ?? '');
    response.setHeader('Content-Type', 'application/json');
    if (request.url?.includes('missing')) {
      response
        .writeHead(404)
        .end(JSON.stringify({ success: false, error: 'FILE_NOT_FOUND', code: 'FILE_NOT_FOUND' }));
    } else if (request.url?.includes('broken')) {
      response.writeHead(503).end(JSON.stringify({ success: false, error: 'Service unavailable' }));
    } else {
      const key = decodeURIComponent(request.url?.split('/get-signed-url/')[1] ?? '');
      const signedUrl = `http://files.test/${key}?signature=abc`;
      response
        .writeHead(200)
        .end(JSON.stringify({ success: true, signedUrl, data: { signedUrl } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  clearMediaCache();
  requested.length = 0;
});

describe('resolveMediaUrl (spec sections 3 and 8)', () => {
  it('uses http(s) links as they are, without a call', async () => {
    const client = createApiClient({ baseUrl });
    await expect(resolveMediaUrl(client, 'https://cdn.test/a.png')).resolves.toBe(
      'https://cdn.test/a.png',
    );
    expect(requested).toEqual([]);
  });

  it('exchanges a stored key for a signed link, once', async () => {
    const client = createApiClient({ baseUrl });
    const key = 'seller-profiles/abc/photo one.png';
    await expect(resolveMediaUrl(client, key)).resolves.toBe(
      `http://files.test/${key}?signature=abc`,
    );
    await resolveMediaUrl(client, key);
    expect(requested).toEqual(['/api/v1/s3/get-signed-url/seller-profiles/abc/photo%20one.png']);
  });

  it('answers FILE_NOT_FOUND for an unknown key and "Failed to get media URL" otherwise', async () => {
    const client = createApiClient({ baseUrl });
    await expect(resolveMediaUrl(client, 'products/missing.png')).rejects.toThrow(
      uploadMessages.fileNotFound,
    );
    await expect(resolveMediaUrl(client, 'products/broken.png')).rejects.toThrow(
      uploadMessages.mediaUrlFailed,
    );
    await expect(resolveMediaUrl(client, 'elsewhere/x.png')).rejects.toThrow(
      uploadMessages.mediaUrlFailed,
    );
  });
});
