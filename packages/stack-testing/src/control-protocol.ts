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
