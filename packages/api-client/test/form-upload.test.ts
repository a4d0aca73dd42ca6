import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { networkMessages } from '@drops/contracts';
import { createApiClient, uploadProductFile, type UploadProgress } from '../src';

/** A real HTTP server (jsdom's XMLHttpRequest makes real requests, with CORS). */
function startServer(answer: (body: Buffer, response: http.ServerResponse) => void) {
  const seen: { url?: string; authorization?: string; contentType?: string; body?: Buffer } = {};
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      Object.assign(seen, {
        url: request.url,
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks),
      });
      answer(seen.body!, response);
    });
  });
  return new Promise<{ baseUrl: string; seen: typeof seen; close: () => Promise<void> }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          baseUrl: `http://127.0.0.1:${port}/api/v1`,
          seen,
          close: () => new Promise((done) => server.close(() => done())),
        });
      });
    },
  );
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('uploadProductFile', () => {
  it('posts the file as multipart with the token and slot, reports progress, answers the key', async () => {
    const server = await startServer((_body, response) =>
      json(response, 200, {
        success: true,
        key: 'products/a/b.png',
        url: 'http://x/b.png',
        data: { key: 'products/a/b.png', url: 'http://x/b.png' },
      }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl, getToken: () => 'secret' });
    const progress: UploadProgress[] = [];
    const file = new File([new Uint8Array(200_000).fill(7)], 'shot.png', { type: 'image/png' });
    const answer = await uploadProductFile(client, file, {
      slot: 2,
      onProgress: (step) => progress.push(step),
    });
    expect(answer.key).toBe('products/a/b.png');
    expect(server.seen.url).toBe('/api/v1/s3/product-image-upload?slot=2');
    expect(server.seen.authorization).toBe('Bearer secret');
    expect(server.seen.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = server.seen.body!.toString('latin1');
    expect(body).toContain('name="file"; filename="shot.png"');
    expect(server.seen.body!.length).toBeGreaterThan(200_000);
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    await server.close();
  });

  it('turns a failure body into the same ApiError as JSON calls', async () => {
    const server = await startServer((_body, response) =>
      json(response, 503, {
        success: false,
        error: 'Failed to upload image',
        code: 'UPLOAD_FAILED',
      }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const error = await uploadProductFile(client, file, { slot: 0 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({
      kind: 'general',
      status: 503,
      message: 'Failed to upload image',
      code: 'UPLOAD_FAILED',
    });
    await server.close();
  });

  it('a refused connection is the network error', async () => {
    // jsdom reports the refused connection on its console as well.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = await startServer(() => undefined);
    await server.close();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await uploadProductFile(client, new File(['x'], 'a.png'), { slot: 0 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'network', message: networkMessages.networkError });
    consoleError.mockRestore();
  });
});
