import type { AddressInfo } from 'node:net';
import { Type } from '@sinclair/typebox';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { serverMessages } from '@drops/contracts';
import { createService, developmentTokenSecrets, type ServiceApp } from '../src';
import { sendRawRequest, type RawAnswer } from '../src/testing';

/**
 * Issue 27 point 4, in every service: the framework's own refusals (a malformed path, a body
 * that is not JSON, of the wrong type or too large, a broken request) carry the error body with
 * the request id, and the `x-request-id` header; nothing the client sent is echoed.
 */
let database: TestDatabase;
let app: ServiceApp;
let address: { host: string; port: number };

beforeAll(async () => {
  database = await createTestDatabase();
  app = await createService({
    name: 'kit-framework-errors',
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
    bodyLimit: 1024,
  });
  app.post('/notes/:id', { schema: { body: Type.Object({ text: Type.String() }) } }, async () => ({
    success: true,
  }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  address = { host: '127.0.0.1', port: (app.server.address() as AddressInfo).port };
});

afterAll(async () => {
  await app.close();
  await database.destroy();
});

function send(method: string, path: string, body?: { type: string; text: string }) {
  const bodyHeaders = body
    ? `Content-Type: ${body.type}\r\nContent-Length: ${Buffer.byteLength(body.text)}\r\n`
    : '';
  return sendRawRequest(
    address,
    `${method} ${path} HTTP/1.1\r\nHost: service.test\r\n${bodyHeaders}Connection: close\r\n\r\n${body?.text ?? ''}`,
  );
}

function expectOurRefusal(answer: RawAnswer, status: number, error: string, code: string) {
  const body = JSON.parse(answer.body) as Record<string, unknown>;
  expect([answer.status, body]).toEqual([
    status,
    { success: false, error, code, requestId: expect.any(String) },
  ]);
  expect(answer.headers['x-request-id']).toBe(body.requestId);
}

describe("the framework's refusals in a service", () => {
  it.each(['/internal/%', '/seller/%u002e%u002e/internal/batches', '/notes/%zz'])(
    'a malformed percent-escape %s: 400, the path not echoed',
    async (path) => {
      const answer = await send('GET', path);
      expectOurRefusal(answer, 400, serverMessages.badUrl, 'BAD_URL');
      expect(answer.body).not.toContain('%');
    },
  );

  it('a path parameter longer than the router takes: 414', async () => {
    const answer = await send('POST', `/notes/${'n'.repeat(500)}`, {
      type: 'application/json',
      text: '{"text":"a"}',
    });
    expectOurRefusal(answer, 414, serverMessages.urlTooLong, 'URI_TOO_LONG');
    expect(answer.body).not.toContain('nnnn');
  });

  it.each([
    ['invalid JSON', 'application/json', '{"text":', 400, serverMessages.invalidRequestBody],
    ['an empty JSON body', 'application/json', '', 400, serverMessages.invalidRequestBody],
    ['an unsupported type', 'application/xml', '<a/>', 415, serverMessages.invalidRequestBody],
    [
      'a body too large',
      'application/json',
      `{"text":"${'a'.repeat(2048)}"}`,
      413,
      serverMessages.payloadTooLarge,
    ],
  ])('%s: our body', async (_case, type, text, status, error) => {
    const answer = await send('POST', '/notes/1', { type, text });
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect([answer.status, body.success, body.error, typeof body.requestId]).toEqual([
      status,
      false,
      error,
      'string',
    ]);
    expect(answer.headers['x-request-id']).toBe(body.requestId);
    expect(body).not.toHaveProperty('message');
  });

  it('a broken request: our 400', async () => {
    const answer = await sendRawRequest(address, 'GET /notes/1 HTTP/1.1 junk\r\n\r\n');
    expectOurRefusal(answer, 400, serverMessages.malformedRequest, 'BAD_REQUEST');
  });
});
