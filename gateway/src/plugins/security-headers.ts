import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

// JSON only: no scripts, frames or plugins to govern, so the tightest policy costs nothing.
// Without helmet's default directives (a page's fonts, styles, scripts) it is also 250 bytes shorter.
// The four headers left out act only on a rendered HTML page (DNS prefetch of its links, IE8's
// open-download prompt, origin-keyed agent clusters, the retired XSS auditor), which no answer of
// the API is; each header costs every call CPU (bench/README.md § Backend API).
const helmetOptions: Parameters<typeof helmet>[0] = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'none'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginResourcePolicy: { policy: 'same-site' },
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  originAgentCluster: false,
  xXssProtection: false,
};

/**
 * The headers helmet sets, read once: with a fixed policy they do not depend on the request,
 * so its middleware chain need not run on every call.
 */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(helmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    failure = error;
  });
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return headers;
}

/** The security headers, for the answers written before any hook runs (a malformed path). */
export const securityHeaderValues: Readonly<Record<string, string>> = helmetHeaders();

/** Security headers on every answer, the gateway's own and the services'. */
async function securityHeadersPlugin(app: FastifyInstance): Promise<void> {
  const headers = securityHeaderValues;
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

export const securityHeaders = fp(securityHeadersPlugin, { name: 'gateway-security-headers' });
