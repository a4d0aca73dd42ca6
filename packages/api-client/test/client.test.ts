/**
 * @jest-environment node
 */
import { networkMessages } from '@drops/contracts';
import { ApiError, createApiClient, errorMessage, loginSeller } from '../src';
import { answerJson, startTestServer } from './test-server';

describe('createApiClient', () => {
  it('calls the versioned base with the bearer token and JSON body', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 200, { success: true, data: { token: 't', seller: { _id: 'x' } } }),
    );
    const client = createApiClient({
      baseUrl: `${server.baseUrl}/`,
      getToken: () => 'secret-token',
    });
    const answer = await loginSeller(client, { email: 'a@b.co', password: 'pw' });
    expect(answer.data.token).toBe('t');
    const [login] = server.seen;
    expect(login).toMatchObject({
      method: 'POST',
      url: '/api/v1/seller/login',
      authorization: 'Bearer secret-token',
    });
    expect(login?.body.toString()).toBe(JSON.stringify({ email: 'a@b.co', password: 'pw' }));
    await server.close();
  });

  it('drops empty query values', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 200, { success: true, data: [] }),
    );
    const client = createApiClient({ baseUrl: server.baseUrl });
    await client.request('GET', '/seller/products', {
      query: { sellerId: 'abc', status: '', page: undefined, limit: 100 },
    });
    expect(server.seen[0]?.url).toBe('/api/v1/seller/products?sellerId=abc&limit=100');
    await server.close();
  });

  it('turns a body with field errors into a validation error', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 400, {
        success: false,
        error: 'Email is required',
        errors: { email: 'Email is required' },
      }),
    );
    const error = await createApiClient({ baseUrl: server.baseUrl })
      .request('POST', '/seller/login', { body: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      kind: 'validation',
      status: 400,
      fieldErrors: { email: 'Email is required' },
    });
    await server.close();
  });

  it('turns a plain error body into a general error with its message and code', async () => {
    const server = await startTestServer((_request, response) =>
      answerJson(response, 404, {
        success: false,
        error: 'FILE_NOT_FOUND',
        code: 'FILE_NOT_FOUND',
      }),
    );
    const error = await createApiClient({ baseUrl: server.baseUrl })
      .request('GET', '/s3/get-signed-url/x')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({
      kind: 'general',
      status: 404,
      code: 'FILE_NOT_FOUND',
      message: 'FILE_NOT_FOUND',
    });
    await server.close();
  });

  it('a non-JSON failure is a general error without a message, so the screen uses its own', async () => {
    const server = await startTestServer((_request, response) => {
      response.writeHead(502, { 'Content-Type': 'text/html' });
      response.end('<h1>Bad gateway</h1>');
    });
    const error = await createApiClient({ baseUrl: server.baseUrl })
      .request('GET', '/seller/x')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'general', status: 502 });
    expect(errorMessage(error, 'Login failed')).toBe('Login failed');
    await server.close();
  });

  it('names the refused token on a 401 to a call that carried one, and only then', async () => {
    const server = await startTestServer((request, response) =>
      request.url.endsWith('/forbidden')
        ? answerJson(response, 403, { success: false, error: 'Forbidden' })
        : answerJson(response, 401, { success: false, error: 'You must be logged in as a seller' }),
    );
    const refused: string[] = [];
    const signedIn = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => 'stale-token',
      onUnauthorized: (token) => refused.push(token),
    });
    const signedOut = createApiClient({
      baseUrl: server.baseUrl,
      getToken: () => null,
      onUnauthorized: (token) => refused.push(token),
    });
    const error = await signedIn.request('GET', '/seller/products').catch((caught) => caught);
    expect(error).toMatchObject({ status: 401, message: 'You must be logged in as a seller' });
    await signedIn.request('GET', '/forbidden').catch(() => undefined);
    await signedOut.request('POST', '/seller/login').catch(() => undefined);
    expect(refused).toEqual(['stale-token']);
    await server.close();
  });

  it('a refused connection is a network error with the spec message', async () => {
    const server = await startTestServer(() => undefined);
    await server.close();
    const error = await createApiClient({ baseUrl: server.baseUrl })
      .request('GET', '/seller/x')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', message: networkMessages.networkError });
  });

  it('gives up after the time-out with the network message', async () => {
    const server = await startTestServer(() => undefined /* never answers */);
    const error = await createApiClient({ baseUrl: server.baseUrl, timeoutMs: 200 })
      .request('GET', '/slow')
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'network', message: networkMessages.networkError });
    server.close();
  });

  it('uses 30 s by default (spec section 7)', async () => {
    const seenTimeouts: number[] = [];
    const originalTimeout = AbortSignal.timeout;
    AbortSignal.timeout = (ms: number) => {
      seenTimeouts.push(ms);
      return originalTimeout.call(AbortSignal, ms);
    };
    try {
      const server = await startTestServer((_request, response) =>
        answerJson(response, 200, { success: true }),
      );
      await createApiClient({ baseUrl: server.baseUrl }).request('GET', '/x');
      await server.close();
    } finally {
      AbortSignal.timeout = originalTimeout;
    }
    expect(seenTimeouts).toEqual([30000]);
  });
});
