import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, type ApiClient } from '@drops/api-client';
import { uploadSellerImage } from '../src/upload-seller-image';

/** A storage taking signed PUTs (jsdom's XMLHttpRequest makes real requests, with CORS). */
function startStorage(status: number) {
  const received: { contentType?: string; bytes: number }[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
    response.setHeader('Access-Control-Allow-Methods', 'PUT');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    let bytes = 0;
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () => {
      received.push({ contentType: request.headers['content-type'], bytes });
      response.writeHead(status).end();
    });
  });
  return new Promise<{ url: string; received: typeof received; close: () => Promise<void> }>(
    (resolve) =>
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}/s3/files/incoming/pending/abc`,
          received,
          close: () => new Promise((done) => server.close(() => done())),
        });
      }),
  );
}

/**
 * A client whose API calls answer a target on `storageUrl` and then `complete` (the direct
 * upload's two calls); the storage leg is a real request.
 */
function clientAnswering(
  storageUrl: string,
  complete: () => Promise<unknown>,
): ApiClient & { calls: { path: string; body: unknown }[] } {
  const calls: { path: string; body: unknown }[] = [];
  return {
    calls,
    request: <T>(_method: string, path: string, options?: { body?: unknown }) => {
      calls.push({ path, body: options?.body });
      if (path === '/s3/uploads')
        return Promise.resolve({
          success: true,
          data: {
            uploadId: 'abc',
            method: 'PUT',
            url: storageUrl,
            fields: {},
            headers: { 'content-type': 'image/png' },
            expiresAt: new Date().toISOString(),
          },
        } as T);
      return complete() as Promise<T>;
    },
    // Seller pictures go straight to storage; a multipart upload here is a mistake.
    upload: () => Promise.reject(new Error('unexpected multipart upload')),
    download: () => Promise.reject(new Error('unexpected download')),
    sellerId: () => 'a'.repeat(24),
  };
}

const file = new File(['png bytes'], 'me.png', { type: 'image/png' });
const completed = (key: string) => async () => ({ success: true, key, url: 'http://x', data: {} });

describe('uploadSellerImage', () => {
  it('declares the picture for its purpose, sends it to storage and answers the checked key', async () => {
    const storage = await startStorage(200);
    const client = clientAnswering(storage.url, completed('seller-moodboards/a/b.png'));
    await expect(uploadSellerImage(client, 'moodboard', file)).resolves.toEqual({
      ok: true,
      key: 'seller-moodboards/a/b.png',
    });
    await storage.close();
    expect(client.calls.map((call) => call.path)).toEqual([
      '/s3/uploads',
      '/s3/uploads/abc/complete',
    ]);
    expect(client.calls[0]!.body).toEqual({
      purpose: 'moodboard',
      fileName: 'me.png',
      fileType: 'image/png',
      fileSize: 9,
    });
    expect(storage.received).toEqual([{ contentType: 'image/png', bytes: 9 }]);
  });

  it('says "Failed to upload ... image: {reason}" with the server reason', async () => {
    const storage = await startStorage(200);
    const refused = () =>
      Promise.reject(new ApiError('general', 'This file type is not allowed', { status: 415 }));
    await expect(
      uploadSellerImage(clientAnswering(storage.url, refused), 'profile', file),
    ).resolves.toEqual({
      ok: false,
      message: 'Failed to upload profile image: This file type is not allowed',
    });
    await expect(
      uploadSellerImage(clientAnswering(storage.url, refused), 'moodboard', file),
    ).resolves.toEqual({
      ok: false,
      message: 'Failed to upload moodboard image: This file type is not allowed',
    });
    await storage.close();
  });

  it('says the failure once when the reason is the same words, or there is none', async () => {
    const storageDown = await startStorage(503);
    const unused = completed('never');
    await expect(
      uploadSellerImage(clientAnswering(storageDown.url, unused), 'profile', file),
    ).resolves.toEqual({ ok: false, message: 'Failed to upload profile image' });
    await storageDown.close();
    const storage = await startStorage(200);
    const unexplained = () => Promise.reject(new Error('boom'));
    await expect(
      uploadSellerImage(clientAnswering(storage.url, unexplained), 'moodboard', file),
    ).resolves.toEqual({ ok: false, message: 'Failed to upload moodboard image' });
    await storage.close();
  });
});
