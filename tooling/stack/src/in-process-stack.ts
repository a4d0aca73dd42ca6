/**
 * The stack's in-process mode (issue 29 item 6): the same parts as `startStack`'s backend — the
 * three services, then the gateway in front of them — built in this process by the caller's
 * builders (the Jest harness, gateway/testing/stack.ts; the benches), so this package never
 * imports the gateway's test code. It owns what the parts share: free ports known before any
 * part listens, each service's address, a temporary storage folder, their order, and stopping
 * them last started first.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';
import { serviceNames, serviceUrlsOf, type StackServiceName } from './stack-environment';

/** What a part built in process is to the stack: a Fastify app, by its shape only. */
export interface InProcessApp {
  listen(options: { host: string; port: number }): Promise<unknown>;
  close(): Promise<unknown>;
  server: { address(): AddressInfo | string | null };
}

/** What every part is built with: where the others are, known before any of them listens. */
export interface InProcessContext {
  /** The gateway's origin: `http://127.0.0.1:<port>`. */
  baseUrl: string;
  servicePorts: Record<StackServiceName, number>;
  serviceUrls: Record<StackServiceName, string>;
  /** A temporary folder of this stack's own (its files), removed by `stop`. */
  storageDirectory: string;
}

export interface InProcessStackOptions<Service extends InProcessApp, Gateway extends InProcessApp> {
  /** Builds one service, not listening (the stack, or a caller's second instance, listens). */
  buildService(name: StackServiceName, context: InProcessContext): Promise<Service>;
  buildGateway(context: InProcessContext): Promise<Gateway>;
  /** Run by `stop` once every part is closed (the caller's databases, say). */
  afterStop?: () => Promise<void>;
}

export interface InProcessStack<
  Service extends InProcessApp,
  Gateway extends InProcessApp,
> extends InProcessContext {
  apiUrl: string;
  services: Record<StackServiceName, Service>;
  gateway: Gateway;
  /** Another instance of a service, built as the stack's own, not listening. */
  buildService(name: StackServiceName): Promise<Service>;
  stopService(name: StackServiceName): Promise<void>;
  /** Stops everything, last started first. */
  stop(): Promise<void>;
}

/** Listens on 127.0.0.1 (a random port unless one is given); answers the base URL. */
export async function listenLocally(app: InProcessApp, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

export async function startInProcessStack<
  Service extends InProcessApp,
  Gateway extends InProcessApp,
>(options: InProcessStackOptions<Service, Gateway>): Promise<InProcessStack<Service, Gateway>> {
  const storageDirectory = await mkdtemp(path.join(tmpdir(), 'gateway-stack-'));
  const gatewayPort = await freePort();
  const servicePorts = {} as Record<StackServiceName, number>;
  for (const name of serviceNames) servicePorts[name] = await freePort();
  const context: InProcessContext = {
    baseUrl: `http://127.0.0.1:${gatewayPort}`,
    servicePorts,
    serviceUrls: serviceUrlsOf(servicePorts),
    storageDirectory,
  };
  const buildService = (name: StackServiceName) => options.buildService(name, context);

  const services = {} as Record<StackServiceName, Service>;
  for (const name of serviceNames) services[name] = await buildService(name);
  for (const name of serviceNames) await listenLocally(services[name], servicePorts[name]);
  const gateway = await options.buildGateway(context);
  await listenLocally(gateway, gatewayPort);

  const closed = new Set<StackServiceName>();
  async function stopService(name: StackServiceName) {
    if (closed.has(name)) return;
    closed.add(name);
    await services[name].close();
  }

  return {
    ...context,
    apiUrl: `${context.baseUrl}/api/v1`,
    services,
    gateway,
    buildService,
    stopService,
    async stop() {
      await gateway.close();
      for (const name of serviceNames) await stopService(name);
      await options.afterStop?.();
      await rm(storageDirectory, { recursive: true, force: true });
    },
  };
}
