import type { RemoteFailure } from '@drops/federation';

/**
 * The federation runtime's `errorLoadRemote` reports here. The area's error boundary shows the
 * failure to the user; this keeps a trace for whoever reads the console (and the e2e tests).
 */
export function reportRemoteFailure(failure: RemoteFailure): void {
  const reason = failure.error instanceof Error ? failure.error.message : String(failure.error);
  console.warn(`[federation] ${failure.id} failed at ${failure.lifecycle}: ${reason}`);
}
