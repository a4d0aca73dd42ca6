// The harness's control server (control-server.ts): tokens, stored states, private gateways and
// load balancers that only the stack itself can make.
import type { GatewayServiceName } from '@drops/contracts';
import type { LoadBalancerFailure, OpenedEndpoint, TokenRequest } from './control-protocol';
import { readStackEnvironment } from './stack-environment';

const opened = new Set<string>();

async function control<T>(
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${readStackEnvironment().controlUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`stack control ${path}: ${await response.text()}`);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * A token for `subject` from the stack's own signer with the lifetime given (negative: already
 * expired): the real refusal of a session whose time is up, e.g. an administrator's stored token.
 */
export async function signStackToken(request: TokenRequest): Promise<string> {
  return (await control<{ token: string }>('POST', '/tokens', request)).token;
}

/**
 * Stores a drop's status as no API call does: `paused` (shown to administrators; the seller API
 * reads it as Draft) or a value the API does not know (an older writer's).
 */
export async function storeDropStatus(dropId: string, status: string): Promise<void> {
  await control<void>('POST', `/drops/${dropId}/stored-status`, { status });
}

/**
 * Marks a seller's email verified, as its owner opening the mailed link would (the shared stack
 * mails nothing; issue 30 item 2).
 */
export async function markEmailVerified(sellerId: string): Promise<void> {
  await control<void>('POST', `/sellers/${sellerId}/email-verified`);
}

/**
 * A new build of `remote` uploaded and registered through the shared gateway with `token` (an
 * administrator's or the remote's release token); the remote's first becomes its stable version.
 */
export async function publishRemoteVersion(
  remote: string,
  token: string,
): Promise<{ version: string; manifestUrl: string }> {
  return control('POST', `/releases/${remote}/versions`, { token });
}

async function closeOpened(id: string): Promise<void> {
  if (!opened.delete(id)) return;
  await control('DELETE', `/opened/${id}`);
}

export interface PrivateGateway {
  apiUrl: string;
  /** The private instance comes up (same database): calls succeed again. */
  startService(name: GatewayServiceName): Promise<void>;
  /** The private instance goes down: calls to it answer 503 `Service unavailable`. */
  stopService(name: GatewayServiceName): Promise<void>;
  close(): Promise<void>;
}

/**
 * A real gateway of this test's own, in front of the shared services and database, except that
 * each service in `down` is a private instance that starts stopped: the screen meets the real
 * 503 of a service that is down, and `startService` brings it back. Closed after each test.
 */
export async function startGateway({
  down,
}: {
  down: GatewayServiceName[];
}): Promise<PrivateGateway> {
  const { id, apiUrl } = await control<OpenedEndpoint>('POST', '/gateways', { down });
  opened.add(id);
  const service = (name: GatewayServiceName, action: 'start' | 'stop') =>
    control<void>('POST', `/gateways/${id}/services/${name}/${action}`);
  return {
    apiUrl,
    startService: (name) => service(name, 'start'),
    stopService: (name) => service(name, 'stop'),
    close: () => closeOpened(id),
  };
}

export interface LoadBalancer {
  apiUrl: string;
  /** From now on the matching calls get the load balancer's own error page. */
  startFailing(): Promise<void>;
  /** From now on the matching calls reach the gateway again. */
  stopFailing(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A load balancer in front of the shared gateway that answers the calls matching `failWith`
 * itself, with the status and an HTML page (no error body, no CORS headers), as a proxy does when
 * its upstream fails; every other call reaches the real gateway. With `failing: false` it starts
 * passing everything, and `startFailing()` turns the failure on later (e.g. after the screen has
 * loaded). Closed after each test.
 */
export async function startLoadBalancer({
  failWith,
  failing = true,
}: {
  failWith: LoadBalancerFailure;
  failing?: boolean;
}): Promise<LoadBalancer> {
  const { id, apiUrl } = await control<OpenedEndpoint>('POST', '/load-balancers', {
    failWith,
    failing,
  });
  opened.add(id);
  const setFailing = (value: boolean) =>
    control<void>('PUT', `/load-balancers/${id}/failing`, { failing: value });
  return {
    apiUrl,
    startFailing: () => setFailing(true),
    stopFailing: () => setFailing(false),
    close: () => closeOpened(id),
  };
}

/** Closes every private gateway and load balancer this file still has open. */
export async function closeOpenedEndpoints(): Promise<void> {
  await Promise.all([...opened].map(closeOpened));
}
