import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Answering before a request's body has all arrived (a 413 on a chunked body, a 429 before an
 * upload is read, a proxied call the service refused early) means the connection cannot carry
 * another request: it is closed. Node closes it by destroying the socket as soon as the answer
 * is written, and a socket destroyed with the client's bytes still arriving sends a reset, which
 * can make the client lose the answer itself (the gateway saw EPIPE and answered 502). So the
 * answer says `Connection: close`, the socket's write side is ended after it, and what the client
 * still sends is read and dropped until it stops (or `lingerMs` passes), as nginx's lingering
 * close does.
 */
export function registerLingeringClose(app: FastifyInstance, lingerMs = 5_000): void {
  // A callback hook, not an async one: it runs on every answer and a promise each costs CPU.
  app.addHook('onSend', (request, reply, payload, done) => {
    const raw = request.raw;
    if (!raw.complete && raw.socket !== null) {
      reply.header('connection', 'close');
      lingerOnClose(raw.socket, lingerMs);
    }
    done(null, payload);
  });
}

function lingerOnClose(socket: Socket, lingerMs: number): void {
  const lingering = socket as Socket & { lingering?: boolean };
  if (lingering.lingering) return;
  lingering.lingering = true;
  // Node's HTTP server calls destroySoon once a `Connection: close` answer is written.
  socket.destroySoon = function closeAfterClientStops(this: Socket) {
    this.end();
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('end', () => this.destroy());
    this.once('close', () => clearTimeout(timer));
    // The HTTP parser still reads the rest of the body and drops it; make sure it flows.
    this.resume();
  };
}
