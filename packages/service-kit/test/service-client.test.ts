import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import Fastify from 'fastify';
import {
  createServiceClient,
  DomainError,
  registerRequestId,
  requestIdOptions,
  ServiceUnavailableError,
} from '../src';

/**
 * The service client (node's HTTP client on a keep-alive agent): what an owner answers comes
 * back as data, its refusal, or a 503; what the call sends is the token, the request's id and
 * the JSON body.
 */
interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl: string;
const seen: Seen[] = [];

/** Each path answers its own way; every call is recorded. */
function answer(request: http.IncomingMessage, response: http.ServerResponse, body: string) {
  seen.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body,
  });
  const json = (status: number, value: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(value));
  };
  const path = (request.url ?? '').split('?')[0];
  if (path === '/ok')
    return json(200, { success: true, data: { echo: body || null, big: 'é'.repeat(100_000) } });
  if (path === '/missing')
    return json(404, { success: false, error: 'Not here', code: 'NOT_FOUND' });
  if (path === '/refused')
    return json(409, { success: false, error: 'Not now', code: 'BUSY', errors: { field: 'Busy' } });
  if (path === '/refused-plainly') return json(400, { success: false });
  if (path === '/broken') return json(500, { success: false, error: 'Boom' });
  if (path === '/not-json') {
    response.writeHead(200, { 'content-type': 'text/plain' });
    return response.end('plain words');
  }
  if (path === '/cut-short') {
    response.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    response.write('{"success":true,');
    setTimeout(() => response.destroy(), 20);
    return;
  }
  if (path === '/silent') return; // never answers
  return json(200, { success: true, data: null });
}

beforeAll(async () => {
  server = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => answer(request, response, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
});

const client = (timeoutMs?: number) =>
  createServiceClient('owner', { baseUrl, signToken: () => 'service-token', timeoutMs });

describe('createServiceClient', () => {
  it('answers the data of a 2xx, sending the token, the query and the JSON body', async () => {
    const owner = client();
    const got = await owner.get<{ echo: null; big: string }>('/ok', {
      query: { ids: ['a', 'b'], limit: 2, skipped: undefined, on: true },
    });
    expect(got.echo).toBeNull();
    // Read across many chunks, a two-byte character split between two of them included.
    expect(got.big).toBe('é'.repeat(100_000));
    expect(seen[0]).toMatchObject({
      method: 'GET',
      url: '/ok?ids=a%2Cb&limit=2&on=true',
      body: '',
    });
    expect(seen[0]!.headers.authorization).toBe('Bearer service-token');
    expect(seen[0]!.headers['content-type']).toBeUndefined();

    const posted = await owner.post<{ echo: string }>('/ok', { body: { name: 'Ünïcode' } });
    expect(JSON.parse(posted.echo)).toEqual({ name: 'Ünïcode' });
    expect(seen[1]!.headers['content-type']).toBe('application/json');
    expect(seen[1]!.headers['content-length']).toBe(String(Buffer.byteLength(seen[1]!.body)));
    await expect(owner.put('/empty')).resolves.toBeNull();
    expect(seen[2]!.method).toBe('PUT');
  });

  it('keeps the connection for the next call', async () => {
    const owner = client();
    const ports = new Set<number>();
    const counted = (socket: Socket) => ports.add(socket.remotePort ?? 0);
    server.on('connection', counted);
    for (let call = 0; call < 5; call += 1) await owner.get('/ok');
    server.off('connection', counted);
    expect(ports.size).toBeLessThanOrEqual(1);
  });

  it("passes the owner's 4xx refusal through, and a 404 as null when asked", async () => {
    const owner = client();
    await expect(owner.get('/missing', { notFoundAsNull: true })).resolves.toBeNull();
    const missing = await owner.get('/missing').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(DomainError);
    expect(missing).toMatchObject({ statusCode: 404, message: 'Not here', code: 'NOT_FOUND' });
    const refused = await owner.put('/refused', { body: {} }).catch((error: unknown) => error);
    expect(refused).toMatchObject({
      statusCode: 409,
      message: 'Not now',
      code: 'BUSY',
      fieldErrors: { field: 'Busy' },
    });
    // A 4xx without a reason is the owner failing, as a 5xx is.
    await expect(owner.get('/refused-plainly')).rejects.toBeInstanceOf(ServiceUnavailableError);
  });

  it('answers 503 for a 5xx, a body cut short, a silent owner and an owner not there', async () => {
    await expect(client().get('/broken')).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(client().get('/cut-short')).rejects.toBeInstanceOf(ServiceUnavailableError);
    const started = Date.now();
    await expect(client(200).get('/silent')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(Date.now() - started).toBeLessThan(5_000);
    const gone = createServiceClient('gone', {
      baseUrl: 'http://127.0.0.1:1',
      signToken: () => 'service-token',
    });
    const error = await gone.get('/ok').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceUnavailableError);
    expect(error).toMatchObject({ statusCode: 503, code: 'SERVICE_UNAVAILABLE', service: 'gone' });
    // A 2xx whose body is not JSON has no data.
    await expect(client().get('/not-json')).resolves.toBeUndefined();
  });

  it('sends the id of the request it is made for', async () => {
    const app = Fastify({ ...requestIdOptions(), logger: false });
    registerRequestId(app);
    const owner = client();
    app.get('/calls', async () => owner.get('/ok'));
    await app.inject({ url: '/calls', headers: { 'x-request-id': 'request-id-123' } });
    await app.close();
    expect(seen[0]!.headers['x-request-id']).toBe('request-id-123');
  });
});
