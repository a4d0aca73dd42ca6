/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiClient } from '@drops/api-client';
import { uploadMessages } from '@drops/contracts';
import { clearMediaCache, MediaError, resolveMediaUrl } from '../src';

let server: http.Server;
/** Off: the batch route answers 404 ROUTE_NOT_FOUND, as a gateway from before it does. */
let batchRoute = true;

/** POST /s3/signed-urls as the catalog answers it: each key on its own. */
function answerTogether(request: http.IncomingMessage, response: http.ServerResponse) {
  let text = '';
  request.on('data', (chunk: Buffer) => (text += chunk.toString()));
  request.on('end', () => {
    if (!batchRoute) {
      response
        .writeHead(404)
        .end(JSON.stringify({ success: false, error: 'Not found', code: 'ROUTE_NOT_FOUND' }));
      return;
    }
    const { keys } = JSON.parse(text) as { keys: string[] };
    const data = keys.map((key) =>
      key.includes('missing')
        ? { key, status: 404, error: 'FILE_NOT_FOUND' }
        : { key, status: 200, signedUrl: `http://files.test/${key}?together=1` },
    );
    response.writeHead(200).end(JSON.stringify({ success: true, data }));
  });
}
let baseUrl: string;
const requested: string[] = [];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requested.push(`${request.method} ${request.url ?? ''}`);
    response.setHeader('Content-Type', 'application/json');
    if (request.url === '/api/v1/s3/signed-urls') {
      answerTogether(request, response);
      return;
    }
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
  batchRoute = true;
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
    expect(requested).toEqual([
      'GET /api/v1/s3/get-signed-url/seller-profiles/abc/photo%20one.png',
    ]);
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

describe('a screen of keys (issue 18)', () => {
  it('asks for the keys of the same task in one call, each answered or refused on its own', async () => {
    const client = createApiClient({ baseUrl });
    const screen = ['products/a/1.png', 'products/a/2.png', 'products/a/missing.png'];
    const answers = await Promise.allSettled(screen.map((key) => resolveMediaUrl(client, key)));
    expect(requested).toEqual(['POST /api/v1/s3/signed-urls']);
    expect(answers).toEqual([
      { status: 'fulfilled', value: 'http://files.test/products/a/1.png?together=1' },
      { status: 'fulfilled', value: 'http://files.test/products/a/2.png?together=1' },
      { status: 'rejected', reason: new MediaError(uploadMessages.fileNotFound) },
    ]);
  });

  it('asks one at a time where the gateway has no such route', async () => {
    batchRoute = false;
    const client = createApiClient({ baseUrl });
    const links = await Promise.all(
      ['products/b/1.png', 'products/b/2.png'].map((key) => resolveMediaUrl(client, key)),
    );
    expect(links).toEqual([
      'http://files.test/products/b/1.png?signature=abc',
      'http://files.test/products/b/2.png?signature=abc',
    ]);
    expect(requested).toEqual([
      'POST /api/v1/s3/signed-urls',
      'GET /api/v1/s3/get-signed-url/products/b/1.png',
      'GET /api/v1/s3/get-signed-url/products/b/2.png',
    ]);
  });
});
