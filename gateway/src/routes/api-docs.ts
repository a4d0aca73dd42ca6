import type { FastifyInstance } from 'fastify';
import { gatewayServiceNames, serverMessages, type GatewayServiceName } from '@drops/contracts';
import { DomainError } from '@drops/service-kit';
import { publicApiPrefix, publicDocument, type OpenApiDocument } from '../openapi/public-document';
import { referencePage } from '../openapi/reference-page';

export interface ApiDocsOptions {
  services: Record<GatewayServiceName, string>;
  /** Time each service gets to answer its document. */
  timeoutMs: number;
}

/** How long a built document is served before the services are asked again (a new release). */
const documentTtlMs = 60_000;

/** The page's inline styles are allowed here alone; everything else stays `default-src 'none'`. */
const pagePolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

async function serviceDocument(baseUrl: string, timeoutMs: number): Promise<OpenApiDocument> {
  const response = await fetch(new URL('/openapi.json', baseUrl), {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

/**
 * `GET /api/v1/openapi.json`, the public OpenAPI 3.1 document built from each service's own
 * (read from the service, kept a minute), and `GET /api/v1/docs`, the same as an HTML page.
 * A service that cannot answer its part makes both 503: a document with holes would mislead.
 */
export async function apiDocsRoutes(app: FastifyInstance, options: ApiDocsOptions) {
  let kept: { document: OpenApiDocument; until: number } | undefined;

  const currentDocument = async (): Promise<OpenApiDocument> => {
    if (kept && kept.until > Date.now()) return kept.document;
    try {
      const documents = await Promise.all(
        gatewayServiceNames.map((name) =>
          serviceDocument(options.services[name], options.timeoutMs),
        ),
      );
      const document = publicDocument(
        Object.fromEntries(gatewayServiceNames.map((name, index) => [name, documents[index]])),
      );
      kept = { document, until: Date.now() + documentTtlMs };
      return document;
    } catch (error) {
      app.log.warn({ err: error }, 'a service did not answer its OpenAPI document');
      throw new DomainError(503, serverMessages.serviceUnavailable, 'SERVICE_UNAVAILABLE');
    }
  };

  app.get(`${publicApiPrefix}/openapi.json`, async (_request, reply) => {
    const document = await currentDocument();
    return reply.header('cache-control', 'no-cache').send(document);
  });

  app.get(`${publicApiPrefix}/docs`, async (_request, reply) => {
    const page = referencePage(await currentDocument());
    return reply
      .header('content-security-policy', pagePolicy)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page);
  });
}
