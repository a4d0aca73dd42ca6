import { networkMessages } from '@drops/contracts';
import { createApiClient, uploadProductFile, type UploadProgress } from '../src';
import { answerJson, startTestServer } from './test-server';

describe('uploadProductFile', () => {
  it('posts the file as multipart with the token and slot, reports progress, answers the key', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 200, {
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
    const [upload] = server.seen;
    expect(upload?.url).toBe('/api/v1/s3/product-image-upload?slot=2');
    expect(upload?.authorization).toBe('Bearer secret');
    expect(upload?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    const body = upload!.body.toString('latin1');
    expect(body).toContain('name="file"; filename="shot.png"');
    expect(upload!.body.length).toBeGreaterThan(200_000);
    expect(progress.at(-1)?.loaded).toBe(progress.at(-1)?.total);
    await server.close();
  });

  it('turns a failure body into the same ApiError as JSON calls', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 503, {
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
    const server = await startTestServer(() => undefined);
    await server.close();
    const client = createApiClient({ baseUrl: server.baseUrl });
    const error = await uploadProductFile(client, new File(['x'], 'a.png'), { slot: 0 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ kind: 'network', message: networkMessages.networkError });
    consoleError.mockRestore();
  });
});
