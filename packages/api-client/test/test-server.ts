import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the test server read it. */
export interface SeenRequest {
  method: string;
  url: string;
  authorization?: string;
  contentType?: string;
  body: Buffer;
}

export interface TestServer {
  /** The API's base on this server: `http://127.0.0.1:PORT/api/v1`. */
  baseUrl: string;
  /** Every request but the CORS pre-flights, in order. */
  seen: SeenRequest[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on a free port whose answer each test gives. It allows any origin and
 * answers the pre-flights itself (jsdom's XMLHttpRequest makes real, cross-origin requests);
 * every other request is read whole, recorded, then handed to `answer` with the server's origin.
 */
export function startTestServer(
  answer: (request: SeenRequest, response: http.ServerResponse, origin: string) => void,
): Promise<TestServer> {
  const seen: SeenRequest[] = [];
  const server = http.createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    response.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const read: SeenRequest = {
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks),
      };
      seen.push(read);
      answer(read, response, origin());
    });
  });
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve({
        baseUrl: `${origin()}/api/v1`,
        seen,
        close: () => new Promise((done) => server.close(() => done())),
      }),
    );
  });
}

export function answerJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}
