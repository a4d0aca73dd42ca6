import { Readable } from 'node:stream';
import { IncomingMessage, type IncomingHttpHeaders } from 'node:http';
import { Pool, errors, util, type Dispatcher } from 'undici';

/**
 * Answers up to this size (every JSON answer of the API) are read whole and sent as one buffer;
 * larger or unsized ones (files) are streamed. Piping a stream through the reply costs the
 * gateway more CPU than the hop itself for a 5 KB list (bench/README.md § Backend API).
 */
const wholeAnswerMaxBytes = 1024 * 1024;

/** A service's answer read whole, as `sendServiceAnswer` sends it: one buffer. */
export class WholeAnswer {
  constructor(readonly bytes: Buffer) {}

  /** reply-from drops the answer of a client that went away meanwhile: nothing is left to stop. */
  destroy(): void {}
}

interface Answer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  body: WholeAnswer | Readable;
}

type AnswerCallback = (error: Error | null, answer?: Answer) => void;

/**
 * Stops reading a failed call's body, as undici's own `request` does: the client's request is
 * let go of without its socket, over which the gateway still answers 502, 503 or 504.
 */
function releaseRequestBody(body: Readable, error: Error): void {
  if (body.destroyed) return;
  if (body instanceof IncomingMessage) (body as { socket: unknown }).socket = null;
  body.destroy(error);
}

/**
 * One call's answer, read straight off the connection: a small answer is gathered into one
 * buffer before the caller hears of it, a larger one is handed on as a stream that asks the
 * connection for more as it is read. undici's own `request` puts every answer, however small,
 * through a stream of its own (and an async resource), which the gateway then read whole again.
 * The older handler callbacks are undici's own inner ones; the newer are adapted onto them.
 */
class ServiceAnswerHandler implements Dispatcher.DispatchHandler {
  private abortCall: ((error?: Error) => void) | undefined;
  private callback: AnswerCallback | null;
  private statusCode = 0;
  private headers: IncomingHttpHeaders = {};
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  private ended = false;

  constructor(
    callback: AnswerCallback,
    private readonly requestBody: unknown,
  ) {
    this.callback = callback;
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abortCall = abort;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[], resume: () => void): boolean {
    if (statusCode < 200) return true;
    this.statusCode = statusCode;
    this.headers = util.parseHeaders(rawHeaders) as IncomingHttpHeaders;
    if (Number(this.headers['content-length']) <= wholeAnswerMaxBytes) {
      this.chunks = [];
      return true;
    }
    this.stream = new Readable({
      read: resume,
      destroy: (error, done) => {
        // The reader gave up (the client went away): the call stops too.
        if (!this.ended) this.abortCall?.(error ?? new errors.RequestAbortedError());
        done(error);
      },
    });
    this.answer(null, { statusCode, headers: this.headers, body: this.stream });
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.stream) return this.stream.push(chunk);
    this.chunks?.push(chunk);
    return true;
  }

  onComplete(): void {
    this.ended = true;
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const chunks = this.chunks ?? [];
    const bytes = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    this.answer(null, {
      statusCode: this.statusCode,
      headers: this.headers,
      body: new WholeAnswer(bytes),
    });
  }

  onError(error: Error): void {
    this.ended = true;
    // As undici's request: the caller hears of it once the current call stack has run.
    if (this.callback) queueMicrotask(() => this.answer(error));
    if (this.stream) this.stream.destroy(error);
    if (this.requestBody instanceof Readable) releaseRequestBody(this.requestBody, error);
  }

  private answer(error: Error | null, answer?: Answer): void {
    const callback = this.callback;
    this.callback = null;
    callback?.(error, answer);
  }
}

/**
 * A service's keep-alive pool whose `request` (the one call @fastify/reply-from makes) reads
 * answers with `ServiceAnswerHandler`: the pool, its connections and options are undici's own.
 */
export function servicePool(url: string, options: Pool.Options): Pool {
  const pool = new Pool(url, options);
  const request = (callOptions: Dispatcher.RequestOptions, callback: AnswerCallback) => {
    pool.dispatch(callOptions, new ServiceAnswerHandler(callback, callOptions.body));
  };
  return Object.assign(pool, { request: request as unknown as Pool['request'] });
}
