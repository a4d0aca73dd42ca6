import { connect } from 'node:net';
import { createHmac } from 'node:crypto';

/**
 * Builds a JWT by hand, so tests can make the tokens a client must never get through with:
 * expired, tampered, `alg: none`, wrong audience, array audience, missing claims.
 */
export function forgeToken(
  payload: Record<string, unknown>,
  options: { secret?: string; header?: Record<string, unknown> } = {},
): string {
  const header = options.header ?? { alg: 'HS256', typ: 'JWT' };
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const unsigned = `${encode(header)}.${encode(payload)}`;
  if (!options.secret) return `${unsigned}.`;
  const signature = createHmac('sha256', options.secret).update(unsigned).digest('base64url');
  return `${unsigned}.${signature}`;
}

export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/**
 * What `start` gives, for the Jest tests around the call (a file, or a `describe` block): started
 * in `beforeAll`, handed to `stop` in `afterAll` (not when the start failed). The returned object
 * is filled in `beforeAll`, so read it inside tests and hooks only.
 */
export function startedForTests<Started extends object>(
  start: () => Promise<Started>,
  stop: (started: Started) => Promise<unknown>,
): Started {
  const holder = {} as Started;
  let started = false;
  beforeAll(async () => {
    Object.assign(holder, await start());
    started = true;
  });
  afterAll(async () => {
    if (started) await stop(holder);
  });
  return holder;
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` to the server byte for byte (no client library fixes the path or the
 * headers first) and reads the answer until the server closes: what a hostile client sees.
 */
export function sendRawRequest(
  address: { host: string; port: number },
  request: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(address, () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
  });
}
