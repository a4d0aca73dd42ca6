import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomBytes } from 'node:crypto';
import type { GatewayServiceName } from '@drops/contracts';
import { freePort, listen, type Stack } from '@drops/gateway/testing';
import type { ServiceApp } from '@drops/service-kit';
import { publishBuild } from '@drops/admin-service/testing/releases';
import type { LoadBalancerFailure, StoredDropStatus, TokenRequest } from './control-protocol';

/** Something a test opened: closed by the test (afterEach) or, at the latest, with the stack. */
type Close = () => Promise<void>;

const serviceNames: readonly GatewayServiceName[] = ['seller', 'catalog', 'admin'];

/** A service of one private gateway: its own port, listening only while started. */
interface PrivateService {
  port: number;
  app?: ServiceApp;
}

interface PrivateGateway {
  services: Map<GatewayServiceName, PrivateService>;
  close: Close;
}

/**
 * Closes an app and every connection to it at once: a keep-alive connection whose last answer
 * ended after the close began would otherwise hold the close until the test file's end.
 */
interface Closable {
  close(): PromiseLike<unknown>;
  server: { closeAllConnections(): void };
}

async function closeNow(app: Closable | undefined): Promise<void> {
  if (!app) return;
  const closing = app.close();
  app.server.closeAllConnections();
  await closing;
}

class ControlError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The control server of the Jest global setup process: test files (in workers) ask it for real
 * failure conditions that only they see, so tests running side by side never disturb each other.
 *
 * - `POST /gateways` `{ down: ['seller'] }` → `{ id, apiUrl }`: another real gateway in front of
 *   the shared services, except that each service named in `down` is this gateway's own instance
 *   (same database and storage), not started: calls to it answer the gateway's real 503.
 * - `POST /gateways/:id/services/:name/start|stop`: that private instance comes up or goes down.
 * - `POST /load-balancers` `{ failWith: { method, path, status }, failing? }` → `{ id, apiUrl }`:
 *   a reverse proxy in front of the shared gateway that answers the matching calls itself with
 *   `status` and an HTML page (as a load balancer does), passing everything else through; while
 *   `failing` is false (default true) it passes the matching calls through too.
 * - `PUT /load-balancers/:id/failing` `{ failing }`: turns that answering on or off.
 * - `DELETE /opened/:id`: closes what `id` opened.
 * - `POST /tokens` `{ audience, subject, expiresInSeconds }` → `{ token }`: signed by the stack's
 *   signer with that lifetime (negative: already expired), for real refusals of a stale session.
 * - `POST /drops/:id/stored-status` `{ status }`: writes a drop's stored status as no API call
 *   does (paused, or an unknown value), raising its seller's catalog version as every write does.
 * - `POST /releases/:remote/versions` `{ token }` → `{ version, manifestUrl }`: uploads a new
 *   build of the remote (a valid mf-manifest.json, its entry, a chunk) through the shared gateway
 *   with that token and registers it: buffers and hashes are the Node process's work.
 */
export async function startControlServer(stack: Stack) {
  const opened = new Map<string, Close>();
  const gateways = new Map<string, PrivateGateway>();
  /** Each open load balancer's switch: whether it answers the matching calls itself now. */
  const balancers = new Map<string, { failing: boolean }>();

  async function openGateway(down: GatewayServiceName[]) {
    const services = new Map<GatewayServiceName, PrivateService>();
    for (const name of down) services.set(name, { port: await freePort() });
    const serviceUrls = { ...stack.serviceUrls };
    for (const [name, service] of services) serviceUrls[name] = `http://127.0.0.1:${service.port}`;
    const { gateway, apiUrl } = await stack.startGateway({ services: serviceUrls });
    const id = randomBytes(6).toString('hex');
    const close = async () => {
      gateways.delete(id);
      await closeNow(gateway);
      await Promise.all([...services.values()].map((service) => closeNow(service.app)));
    };
    gateways.set(id, { services, close });
    opened.set(id, close);
    return { id, apiUrl };
  }

  async function controlService(id: string, name: string, action: string) {
    const service = gateways.get(id)?.services.get(name as GatewayServiceName);
    if (!service) throw new ControlError(404, `gateway ${id} has no private ${name} service`);
    if (action === 'stop') {
      await closeNow(service.app);
      service.app = undefined;
    } else if (!service.app) {
      const app = await stack.buildService(name as GatewayServiceName);
      await listen(app, service.port);
      service.app = app;
    }
  }

  async function openLoadBalancer(failWith: LoadBalancerFailure, failing: boolean) {
    const gatewayUrl = new URL(stack.baseUrl);
    const state = { failing };
    const proxy = http.createServer((request, response) => {
      const path = new URL(request.url ?? '/', stack.baseUrl).pathname.replace(/^\/api\/v1/, '');
      if (state.failing && request.method === failWith.method && path.startsWith(failWith.path)) {
        request.resume();
        const title = `${failWith.status} ${http.STATUS_CODES[failWith.status] ?? 'Error'}`;
        response
          .writeHead(failWith.status, { 'content-type': 'text/html' })
          .end(`<html><head><title>${title}</title></head><body><h1>${title}</h1></body></html>`);
        return;
      }
      const upstream = http.request(
        {
          host: gatewayUrl.hostname,
          port: gatewayUrl.port,
          method: request.method,
          path: request.url,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const { port } = proxy.address() as AddressInfo;
    const id = randomBytes(6).toString('hex');
    balancers.set(id, state);
    opened.set(id, async () => {
      balancers.delete(id);
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
    });
    return { id, apiUrl: `http://127.0.0.1:${port}/api/v1` };
  }

  function signToken({ audience, subject, expiresInSeconds }: Partial<TokenRequest>) {
    if ((audience !== 'seller' && audience !== 'admin') || !subject)
      throw new ControlError(400, 'a token needs audience seller or admin, and subject');
    if (typeof expiresInSeconds !== 'number' || expiresInSeconds === 0)
      throw new ControlError(400, 'expiresInSeconds must be a number other than 0');
    return { token: stack.signToken(audience, subject, { expiresInSeconds }) };
  }

  async function storeDropStatus(id: string, { status }: Partial<StoredDropStatus>) {
    if (typeof status !== 'string' || status === '')
      throw new ControlError(400, 'status must be a text');
    const drop = (await stack.knex('products').where({ id }).first('seller_id')) as
      { seller_id: string } | undefined;
    if (!drop) throw new ControlError(404, `no drop ${id}`);
    await stack.knex.transaction(async (transaction) => {
      await transaction('products').where({ id }).update({ status });
      // As the catalog does after a write (its catalog-versions.ts): its cached lists refresh.
      await transaction('catalog_versions')
        .insert({ seller_id: drop.seller_id, version: 1 })
        .onConflict('seller_id')
        .merge({ version: transaction.raw('?? + 1', ['catalog_versions.version']) });
    });
  }

  /** Issue 30 item 2: the seller's email verified, as opening its mailed link does. */
  async function markEmailVerified(id: string) {
    const marked = await stack
      .knex('sellers')
      .where({ id })
      .update({ email_verified_at: Date.now() });
    if (marked === 0) throw new ControlError(404, `no seller ${id}`);
  }

  async function publishVersion(remote: string, { token }: { token?: unknown }) {
    if (typeof token !== 'string' || token === '')
      throw new ControlError(400, 'token must be an administrator or release token');
    const { version, manifestUrl, answer } = await publishBuild(stack.apiUrl, remote, token);
    if (answer.status !== 201)
      throw new ControlError(
        answer.status,
        `registering ${remote}: ${JSON.stringify(answer.body)}`,
      );
    return { version, manifestUrl };
  }

  async function route(method: string, url: string, body: unknown): Promise<unknown> {
    const parts = url.split('/').filter(Boolean);
    if (method === 'POST' && url === '/gateways') {
      const down = (body as { down?: unknown }).down;
      if (
        !Array.isArray(down) ||
        !down.every((name) => serviceNames.includes(name as GatewayServiceName))
      )
        throw new ControlError(400, `down must list services of ${serviceNames.join(', ')}`);
      return openGateway(down as GatewayServiceName[]);
    }
    if (method === 'POST' && parts[0] === 'gateways' && parts[2] === 'services' && parts[4]) {
      if (parts[4] !== 'start' && parts[4] !== 'stop')
        throw new ControlError(404, `unknown action ${parts[4]}`);
      return controlService(parts[1] ?? '', parts[3] ?? '', parts[4]);
    }
    if (method === 'POST' && url === '/load-balancers') {
      const { failWith, failing = true } = body as {
        failWith?: LoadBalancerFailure;
        failing?: boolean;
      };
      if (!failWith?.method || typeof failWith.path !== 'string' || !(failWith.status >= 400))
        throw new ControlError(400, 'failWith needs method, path and an error status');
      return openLoadBalancer(failWith, failing);
    }
    if (method === 'PUT' && parts[0] === 'load-balancers' && parts[2] === 'failing') {
      const state = balancers.get(parts[1] ?? '');
      if (!state) throw new ControlError(404, `no load balancer ${parts[1]}`);
      state.failing = (body as { failing?: unknown }).failing === true;
      return undefined;
    }
    if (method === 'POST' && url === '/tokens') return signToken(body as Partial<TokenRequest>);
    if (method === 'POST' && parts[0] === 'drops' && parts[1] && parts[2] === 'stored-status') {
      await storeDropStatus(parts[1], body as Partial<StoredDropStatus>);
      return undefined;
    }
    if (method === 'POST' && parts[0] === 'sellers' && parts[1] && parts[2] === 'email-verified') {
      await markEmailVerified(parts[1]);
      return undefined;
    }
    if (method === 'POST' && parts[0] === 'releases' && parts[1] && parts[2] === 'versions')
      return publishVersion(parts[1], body as { token?: unknown });
    if (method === 'DELETE' && parts[0] === 'opened' && parts[1]) {
      const close = opened.get(parts[1]);
      opened.delete(parts[1]);
      await close?.();
      return undefined;
    }
    throw new ControlError(404, `unknown control call ${method} ${url}`);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      Promise.resolve()
        .then(() =>
          route(request.method ?? 'GET', request.url ?? '/', text ? JSON.parse(text) : {}),
        )
        .then(
          (result) =>
            result === undefined
              ? response.writeHead(204).end()
              : response
                  .writeHead(201, { 'content-type': 'application/json' })
                  .end(JSON.stringify(result)),
          (error: unknown) =>
            response
              .writeHead(error instanceof ControlError ? error.status : 500)
              .end(error instanceof Error ? error.message : String(error)),
        );
    });
  });
  // Longer than the test's fetch keeps an idle connection (4 s): under load the server closing
  // one first raced a call reusing it ("other side closed").
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /** Closes the server and everything still opened through it. */
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      const closes = [...opened.values()];
      opened.clear();
      await Promise.all(closes.map((close) => close()));
    },
  };
}
