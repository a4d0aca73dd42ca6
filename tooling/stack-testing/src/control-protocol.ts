/** What test files and the control server (control-server.ts) exchange. */

/** The calls a load balancer answers itself: `path` is a prefix of the path after `/api/v1`. */
export interface LoadBalancerFailure {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  /** 4xx or 5xx, answered with an HTML page and no error body. */
  status: number;
}

/** A private gateway or load balancer: its API base, and the id that closes it. */
export interface OpenedEndpoint {
  id: string;
  apiUrl: string;
}

/** `POST /tokens`: a token the stack's signer issues with a lifetime of the test's choosing. */
export interface TokenRequest {
  audience: 'seller' | 'admin';
  subject: string;
  /** Negative: already expired. */
  expiresInSeconds: number;
}

/** Drop statuses stored by no API call (paused; or an unknown value an older writer left). */
export interface StoredDropStatus {
  status: string;
}
