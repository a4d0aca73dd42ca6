/**
 * The stack's in-process mode (issue 29 item 6): the same parts as `startStack`'s backend — the
 * three services, then the gateway in front of them — built in this process by the caller's
 * builders (the Jest harness, gateway/testing/stack.ts; the benches, bench/backend/in-process.ts,
 * which start only the services they drive), so this package never imports the gateway's test
 * code. It owns what the parts share: free ports known before any part listens, each service's
 * address, a temporary storage folder, their order, and stopping them last started first.
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
  gatewayPort: number;
  servicePorts: Record<StackServiceName, number>;
  serviceUrls: Record<StackServiceName, string>;
  /** A temporary folder of this stack's own (its files), removed by `stop`. */
  storageDirectory: string;
}

export interface InProcessServicesOptions<
  Service extends InProcessApp,
  Name extends StackServiceName,
> {
  /** The services to start, in the stack's order (default: all three); the others keep an address. */
  services?: readonly Name[];
  /** Builds one service, not listening (the stack, or a caller's second instance, listens). */
  buildService(name: Name, context: InProcessContext): Promise<Service>;
  /** Run by `stop` once every part is closed (the caller's databases, say). */
  afterStop?: () => Promise<void>;
}

export interface InProcessServices<
  Service extends InProcessApp,
  Name extends StackServiceName,
> extends InProcessContext {
  services: Record<Name, Service>;
  /** Another instance of a service, built as the stack's own, not listening. */
  buildService(name: Name): Promise<Service>;
  stopService(name: Name): Promise<void>;
  /** Stops everything, last started first. */
  stop(): Promise<void>;
}

export interface InProcessStackOptions<
  Service extends InProcessApp,
  Gateway extends InProcessApp,
> extends InProcessServicesOptions<Service, StackServiceName> {
  buildGateway(context: InProcessContext): Promise<Gateway>;
}

export interface InProcessStack<
  Service extends InProcessApp,
  Gateway extends InProcessApp,
> extends InProcessServices<Service, StackServiceName> {
  apiUrl: string;
  gateway: Gateway;
}

/** Listens on 127.0.0.1 (a random port unless one is given); answers the base URL. */
export async function listenLocally(app: InProcessApp, port = 0): Promise<string> {
  await app.listen({ host: '127.0.0.1', port });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The services without a gateway (the benches that drive one or two services): the gateway's
 * port is kept all the same, so a stack's addresses never depend on which parts run.
 */
export async function startInProcessServices<
  Service extends InProcessApp,
  Name extends StackServiceName = StackServiceName,
>(options: InProcessServicesOptions<Service, Name>): Promise<InProcessServices<Service, Name>> {
  const storageDirectory = await mkdtemp(path.join(tmpdir(), 'gateway-stack-'));
  const gatewayPort = await freePort();
  const servicePorts = {} as Record<StackServiceName, number>;
  for (const name of serviceNames) servicePorts[name] = await freePort();
  const context: InProcessContext = {
    baseUrl: `http://127.0.0.1:${gatewayPort}`,
    gatewayPort,
    servicePorts,
    serviceUrls: serviceUrlsOf(servicePorts),
    storageDirectory,
  };
  const buildService = (name: Name) => options.buildService(name, context);
  const names = serviceNames.filter((name): name is Name =>
    (options.services ?? serviceNames).includes(name as Name),
  );

  const services = {} as Record<Name, Service>;
  for (const name of names) services[name] = await buildService(name);
  for (const name of names) await listenLocally(services[name], servicePorts[name]);

  const closed = new Set<Name>();
  async function stopService(name: Name) {
    if (closed.has(name)) return;
    closed.add(name);
    await services[name].close();
  }

  return {
    ...context,
    services,
    buildService,
    stopService,
    async stop() {
      for (const name of names) await stopService(name);
      await options.afterStop?.();
      await rm(storageDirectory, { recursive: true, force: true });
    },
  };
}

/** The three services, then the gateway in front of them. */
export async function startInProcessStack<
  Service extends InProcessApp,
  Gateway extends InProcessApp,
>(options: InProcessStackOptions<Service, Gateway>): Promise<InProcessStack<Service, Gateway>> {
  const parts = await startInProcessServices(options);
  const gateway = await options.buildGateway(parts);
  await listenLocally(gateway, parts.gatewayPort);
  return {
    ...parts,
    apiUrl: `${parts.baseUrl}/api/v1`,
    gateway,
    async stop() {
      await gateway.close();
      await parts.stop();
    },
  };
}
