import { controlUrl, type BackendPart, type FrontendApp } from './environment';

/** Asks the running stack (support/stack.ts) to stop or start one of its parts. */
async function control(path: string): Promise<void> {
  const response = await fetch(`${controlUrl}${path}`, { method: 'POST' });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
}

export const stopFrontend = (app: FrontendApp) => control(`/frontends/${app}/stop`);
export const startFrontend = (app: FrontendApp) => control(`/frontends/${app}/start`);
/** Stops a service, the gateway or the S3-protocol storage; start brings it back on its port. */
export const stopService = (part: BackendPart) => control(`/services/${part}/stop`);
/** Starts the part again and resolves once it answers (services: their /health). */
export const startService = (part: BackendPart) => control(`/services/${part}/start`);

/**
 * The replica run's (E2E_REPLICAS=1): stops one process of the replica stack by its label
 * (`seller-1` ... `gateway-2`; SIGTERM, as a deploy does) and leaves it stopped.
 */
export const stopReplica = (label: string) => control(`/replicas/${label}/stop`);
/** Starts it again on its port; resolves once it answers `/health`. */
export const startReplica = (label: string) => control(`/replicas/${label}/start`);
