import http from 'node:http';
import net from 'node:net';
import { serverMessages } from '@drops/contracts';
import { stackForTests } from './fixtures';

/**
 * A service that refuses a request before reading all of its body (a chunked JSON body over the
 * service's 1 MiB limit) while the gateway is still sending it: the client must get the
 * service's own answer (413 and its error body), never 502, and a connection whose request body
 * was left unread must not hang the next request on it.
 */
const stack = stackForTests();
let gatewayPort = 0;

beforeAll(async () => {
  gatewayPort = Number(new URL(stack.baseUrl).port);
});

/** 1.2 MB of JSON in 16 KB chunks, no Content-Length (Transfer-Encoding: chunked). */
function sendChunked(
  agent: http.Agent,
  path = '/api/v1/seller/register/step1',
): Promise<{ status: number; body: string; retryAfter?: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: gatewayPort,
        method: 'POST',
        path,
        headers: { 'content-type': 'application/json' },
        agent,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body,
            retryAfter: response.headers['retry-after'],
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    const chunk = 'x'.repeat(16 * 1024);
    request.write('{"bio":"');
    let sent = 0;
    const pump = () => {
      while (sent < 1_200_000) {
        sent += chunk.length;
        if (!request.write(chunk)) {
          request.once('drain', pump);
          return;
        }
      }
      request.end('"}');
    };
    pump();
  });
}

it('passes the service’s 413 on, 20 times out of 20', async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const agent = new http.Agent({ keepAlive: false });
    const answer = await sendChunked(agent).catch(() => ({ status: -1, body: '' }));
    agent.destroy();
    statuses.push(answer.status);
    if (answer.status === 413)
      expect(JSON.parse(answer.body)).toMatchObject({
        success: false,
        error: serverMessages.payloadTooLarge,
      });
  }
  expect(statuses).toEqual(Array(20).fill(413));
});

it('does not leave the next request on the connection hanging', async () => {
  const socket = net.connect(gatewayPort, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (received += chunk));
  socket.on('error', () => undefined);
  // A body declared far larger than what is sent, then a second request on the same connection.
  socket.write(
    'POST /api/v1/seller/register/step1 HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
      'Transfer-Encoding: chunked\r\n\r\n',
  );
  const chunk = 'x'.repeat(64 * 1024);
  for (let index = 0; index < 20; index += 1)
    socket.write(`${chunk.length.toString(16)}\r\n${chunk}\r\n`);
  const started = Date.now();
  const closedOrAnswered = await new Promise<'closed' | 'answered'>((resolve) => {
    socket.once('close', () => resolve('closed'));
    const check = setInterval(() => {
      if (/HTTP\/1\.1 413/.test(received)) {
        clearInterval(check);
        resolve('answered');
      }
    }, 20);
    setTimeout(() => {
      clearInterval(check);
      resolve('answered');
    }, 10_000);
  });
  expect(received).toMatch(/^HTTP\/1\.1 413/);
  // The gateway says it closes the connection (it cannot read on past an unread body).
  expect(received.toLowerCase()).toContain('connection: close');
  expect(Date.now() - started).toBeLessThan(5_000);
  socket.destroy();
  expect(['closed', 'answered']).toContain(closedOrAnswered);
});

it('passes the upload limiter’s 429 and its Retry-After on while both slots are taken', async () => {
  const upload = '/api/v1/s3/seller/profile-image-upload';
  // Two large JSON uploads (chunked: of undeclared length) held open take the catalog's slots.
  const held = [0, 1].map(() => {
    const request = http.request({
      host: '127.0.0.1',
      port: gatewayPort,
      method: 'POST',
      path: upload,
      headers: { 'content-type': 'application/json' },
    });
    request.on('error', () => undefined);
    request.write('{"fileName":"a.png","fileType":"image/png","fileData":"');
    return request;
  });
  await new Promise((resolve) => setTimeout(resolve, 300));
  try {
    const answers: { status: number; retryAfter?: string }[] = [];
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const agent = new http.Agent({ keepAlive: false });
      answers.push(await sendChunked(agent, upload).catch(() => ({ status: -1 })));
      agent.destroy();
    }
    expect(answers).toEqual(
      Array(10).fill({ status: 429, body: expect.any(String), retryAfter: '10' }),
    );
  } finally {
    for (const request of held) request.destroy();
  }
});
