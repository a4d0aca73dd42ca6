import { Readable, Transform, type TransformCallback } from 'node:stream';

function nextEvent(stream: Readable): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      stream.off('readable', done).off('end', done).off('close', done).off('error', fail);
      resolve();
    };
    const fail = (error: Error) => {
      stream.off('readable', done).off('end', done).off('close', done).off('error', fail);
      reject(error);
    };
    stream.on('readable', done).on('end', done).on('close', done).on('error', fail);
  });
}

/**
 * Reads the first `length` bytes (fewer if the stream ends sooner) and hands back a stream of
 * the WHOLE content: the bytes read are put back, nothing else is buffered.
 */
export async function peekHead(
  stream: Readable,
  length: number,
): Promise<{ head: Buffer; content: Readable }> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < length) {
    const chunk = stream.read() as Buffer | null;
    if (chunk !== null) {
      chunks.push(chunk);
      size += chunk.length;
    } else if (stream.readableEnded || stream.destroyed) {
      break;
    } else {
      await nextEvent(stream);
    }
  }
  const read = Buffer.concat(chunks);
  if (stream.readableEnded) return { head: read, content: Readable.from([read]) };
  if (read.length > 0) stream.unshift(read);
  return { head: read.subarray(0, length), content: stream };
}

/** Thrown through the pipe when more than the limit flows. */
export class ByteLimitExceeded extends Error {
  constructor() {
    super('byte limit exceeded');
    this.name = 'ByteLimitExceeded';
  }
}

/** Passes bytes through and fails the pipe as soon as more than `limit` have passed. */
export class ByteLimit extends Transform {
  bytes = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.limit) {
      this.exceeded = true;
      callback(new ByteLimitExceeded());
      return;
    }
    callback(null, chunk);
  }
}
