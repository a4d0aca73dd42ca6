import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { serverMessages } from '@drops/contracts';
import { DomainError } from '@drops/service-kit';

export interface LargeJsonUploadLimits {
  /** How many large JSON upload bodies the service reads and stores at once. */
  slots: number;
  /** A JSON body above this many bytes (or of undeclared length) is large. */
  minBytes: number;
}

/** Two at a time, from 16 MiB: a JSON body holding one image of up to 12 MiB passes freely. */
export const defaultLargeJsonUploadLimits: LargeJsonUploadLimits = {
  slots: 2,
  minBytes: 16 * 1024 * 1024,
};

function isLargeJson(request: FastifyRequest, minBytes: number): boolean {
  if (request.headers['content-type']?.toLowerCase().startsWith('multipart/')) return false;
  const declared = request.headers['content-length'];
  return declared === undefined || Number(declared) > minBytes;
}

/**
 * A base64 JSON upload is held in memory whole, the text and then the decoded bytes: about
 * 230 MB for a 100 MB video. Large bodies take one of a few slots while they are read and
 * stored, and without a free slot the call is answered 429 before its body is read, so uploads
 * sent at once cannot exhaust the service's memory. Multipart bodies (streamed to storage, as the
 * frontends send them) and small JSON bodies pass freely.
 */
export function largeJsonUploadGate(limits: LargeJsonUploadLimits): onRequestHookHandler {
  let inUse = 0;
  return (request, reply, done) => {
    if (!isLargeJson(request, limits.minBytes)) return done();
    if (inUse >= limits.slots) {
      // The body is not read: the connection closes after the answer instead of draining it.
      void reply.header('retry-after', '10').header('connection', 'close');
      return done(new DomainError(429, serverMessages.tooManyRequests, 'TOO_MANY_REQUESTS'));
    }
    inUse += 1;
    // 'close' comes once the answer is sent or the client has gone, whichever the call ends with.
    reply.raw.once('close', () => {
      inUse -= 1;
    });
    done();
  };
}
