import http from 'node:http';
import { createApiClient, uploadDirect, type UploadProgress } from '../src';
import { answerJson, startTestServer } from './test-server';

/**
 * An API and a storage on one test server: `/api/v1/s3/uploads` answers a target of the given
 * method on `/storage`.
 */
function startServer(method: 'PUT' | 'POST') {
  return startTestServer((request, response, origin) => {
    if (request.url === '/api/v1/s3/uploads')
      answerJson(response, 200, {
        success: true,
        data: {
          uploadId: 'abc',
          method,
          url: `${origin}/storage`,
          fields: method === 'POST' ? { key: 'incoming/a/abc', 'Content-Type': 'image/png' } : {},
          headers: method === 'PUT' ? { 'content-type': 'image/png' } : {},
          expiresAt: new Date().toISOString(),
        },
      });
    else if (request.url === '/storage') response.writeHead(204).end();
    else
      answerJson(response, 200, {
        success: true,
        key: 'products/a/b.png',
        url: 'http://x/b.png',
        data: { key: 'products/a/b.png', url: 'http://x/b.png', type: 'image/png', size: 1 },
      });
  });
}

/**
 * jsdom has no fetch; the JSON calls go over node:http instead (the storage leg is the
 * XMLHttpRequest under test).
 */
const nodeFetch = ((
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
) =>
  new Promise((resolve, reject) => {
    const request = http.request(url, { method: init.method, headers: init.headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => {
        const text = Buffer.concat(chunks).toString();
        const status = answer.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, json: async () => JSON.parse(text) });
      });
    });
    request.on('error', reject);
    request.end(init.body);
  })) as unknown as typeof fetch;

const file = new File([new Uint8Array(300_000).fill(9)], 'shot.png', { type: 'image/png' });

describe.each(['PUT', 'POST'] as const)('uploadDirect to a %s target', (method) => {
  it('declares the file, sends it to storage without the token with progress, completes it', async () => {
    const server = await startServer(method);
    const client = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'secret',
      fetch: nodeFetch,
    });
    const progress: UploadProgress[] = [];
    const answer = await uploadDirect(client, file, {
      purpose: 'product',
      slot: 2,
      onProgress: (event) => progress.push(event),
    });
    await server.close();

    expect(answer.key).toBe('products/a/b.png');
    expect(server.seen.map((request) => `${request.method} ${request.url}`)).toEqual([
      'POST /api/v1/s3/uploads',
      `${method} /storage`,
      'POST /api/v1/s3/uploads/abc/complete',
    ]);
    const [declare, storage, complete] = server.seen;
    expect(JSON.parse(declare!.body.toString())).toEqual({
      purpose: 'product',
      fileName: 'shot.png',
      fileType: 'image/png',
      fileSize: 300_000,
      slot: 2,
    });
    expect(declare!.authorization).toBe('Bearer secret');
    expect(complete!.authorization).toBe('Bearer secret');
    expect(storage!.authorization).toBeUndefined();
    if (method === 'PUT') {
      expect(storage!.contentType).toBe('image/png');
      expect(storage!.body.length).toBe(300_000);
    } else {
      expect(storage!.contentType).toMatch(/^multipart\/form-data/);
      const text = storage!.body.toString('latin1');
      // The policy's fields come before the file, as S3 requires.
      expect(text.indexOf('name="key"')).toBeLessThan(text.indexOf('name="file"'));
      expect(text).toContain('incoming/a/abc');
    }
    // jsdom reports upload progress only sometimes; the e2e suite watches the real bar.
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
  });
});
