import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { serverMessages } from '@drops/contracts';
import { developmentTokenSecrets } from '@drops/service-kit';
import { sendRawRequest, type RawAnswer } from '@drops/service-kit/testing';
import { buildGateway } from '../src/app';
import { startUpstreamStub, type UpstreamStub } from './upstream-stub';

/**
 * Issue 27 point 4: what Fastify or Node refuse before any route or hook runs (a malformed
 * percent-escape, a broken request line, headers too large) is answered like any other
 * refusal of the gateway: the error body with a request id, the `x-request-id` header, the
 * security headers, and nothing of what the client sent echoed back.
 */
let upstreams: UpstreamStub[];
let gateway: FastifyInstance;
let address: { host: string; port: number };

beforeAll(async () => {
  upstreams = await Promise.all(
    ['seller', 'catalog', 'admin'].map((name) => startUpstreamStub(name)),
  );
  const [seller, catalog, admin] = upstreams.map((upstream) => upstream.url) as [
    string,
    string,
    string,
  ];
  gateway = await buildGateway({
    services: { seller, catalog, admin },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  await gateway.listen({ host: '127.0.0.1', port: 0 });
  address = { host: '127.0.0.1', port: (gateway.server.address() as AddressInfo).port };
});

afterAll(async () => {
  await gateway.close();
  await Promise.all(upstreams.map((upstream) => upstream.close()));
});

const get = (path: string, extraHeaders = '') =>
  sendRawRequest(
    address,
    `GET ${path} HTTP/1.1\r\nHost: drops.test\r\n${extraHeaders}Connection: close\r\n\r\n`,
  );

/** The answer is ours: error body, request id in it and in the header, the security headers. */
function expectOurRefusal(answer: RawAnswer, status: number, error: string, code: string) {
  expect(answer.status).toBe(status);
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect(body).toEqual({ success: false, error, code, requestId: expect.any(String) });
  expect(answer.headers['x-request-id']).toBe(body.requestId);
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  expect(answer.headers['x-content-type-options']).toBe('nosniff');
  expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(answer.headers['strict-transport-security']).toContain('max-age=');
  expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
  expect(answer.headers['cross-origin-resource-policy']).toBe('same-site');
}

describe('answers the framework gives before any route runs', () => {
  it.each([
    '/api/v1/internal/%',
    '/api/v1/seller/%u002e%u002e/internal/batches/sellers',
    '/api/v1/seller/%zz',
    '/api/v1/collections/%E0%A4%A',
  ])('a malformed percent-escape %s: our 400, the path not echoed', async (path) => {
    const answer = await get(path);
    expectOurRefusal(answer, 400, serverMessages.badUrl, 'BAD_URL');
    expect(answer.body).not.toContain('internal');
    expect(answer.body).not.toContain('%');
  });

  it('a broken request line: our 400', async () => {
    const answer = await sendRawRequest(address, 'GET /api/v1/collections HTTP/1.1 junk\r\n\r\n');
    expectOurRefusal(answer, 400, serverMessages.malformedRequest, 'BAD_REQUEST');
  });

  it('a broken header: our 400', async () => {
    const answer = await get('/api/v1/collections', 'Bad Header Line\r\n');
    expectOurRefusal(answer, 400, serverMessages.malformedRequest, 'BAD_REQUEST');
  });

  it('headers too large: our 431', async () => {
    const answer = await get('/api/v1/collections', `x-filler: ${'a'.repeat(20_000)}\r\n`);
    expectOurRefusal(
      answer,
      431,
      serverMessages.headersTooLarge,
      'REQUEST_HEADER_FIELDS_TOO_LARGE',
    );
  });
});
