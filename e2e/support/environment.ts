import path from 'node:path';
import { frontendParts, type FrontendApp } from '@drops/stack/frontends';

/**
 * Where the e2e stack runs: ports apart from the development defaults (3000-3004, 8080,
 * 4001-4003, mail 1025/1080), so the suite runs beside `npm start`; each can be moved with
 * E2E_<NAME>_PORT.
 */
function port(name: string, fallback: number): number {
  const value = process.env[`E2E_${name}_PORT`];
  return value ? Number(value) : fallback;
}

export const ports = {
  shell: port('SHELL', 3100),
  sellerDashboard: port('SELLER_DASHBOARD', 3101),
  dropEditor: port('DROP_EDITOR', 3102),
  profile: port('PROFILE', 3103),
  admin: port('ADMIN', 3104),
  gateway: port('GATEWAY', 8180),
  sellerService: port('SELLER_SERVICE', 4101),
  catalogService: port('CATALOG_SERVICE', 4102),
  adminService: port('ADMIN_SERVICE', 4103),
  control: port('CONTROL', 3199),
  storage: port('STORAGE', 3198),
  /** The mail catcher the seller service sends through (apart from `npm start`'s 1025/1080). */
  mailSmtp: port('MAIL_SMTP', 3125),
  mailHttp: port('MAIL_HTTP', 3180),
};

/**
 * The replica run (`E2E_REPLICAS=1`, `pnpm --filter @drops/e2e test:replicas`): the tests tagged
 * `@replicas`, through nginx in front of 2 gateways and 2 replicas of each service
 * (`startReplicaStack` in tooling/stack) rather than one of each. nginx takes the gateway's port,
 * so the frontends and the helpers' API calls reach it unchanged.
 */
export const replicaRun = process.env.E2E_REPLICAS === '1';

export const workspaceRoot = path.resolve(__dirname, '../..');
/** The replica run keeps its own, so it leaves the main run's screens and deploy folder alone. */
export const artifactsRoot = path.join(
  workspaceRoot,
  replicaRun ? 'artifacts/e2e-replicas' : 'artifacts/e2e',
);
/** Where the frontends are deployed for the suite: one folder per frontend, each with its dist/. */
export const deployRoot = path.join(artifactsRoot, 'deploy');
export const screenshotRoot = path.join(artifactsRoot, 'screenshots');

/** The S3-protocol storage's bucket (s3rver), and where browsers and the registry read it. */
export const storageBucket = 'drops-e2e';
export const storagePublicUrl = `http://127.0.0.1:${ports.storage}/${storageBucket}`;

export const shellUrl = `http://localhost:${ports.shell}`;
/** The gateway's public API; in the replica run, nginx's port in front of the gateways. */
export const apiBaseUrl = `http://localhost:${ports.gateway}/api/v1`;
export const controlUrl = `http://localhost:${ports.control}`;
/** The mail catcher's page (and its `/api/mails` JSON list). */
export const mailCatcherUrl = `http://localhost:${ports.mailHttp}`;

/** The frontends (web-build's table: `drops-serve --app`'s name, folder, port variable) on the suite's ports. */
export const frontends = frontendParts.map((part) => ({ ...part, port: ports[part.app] }));
export type { FrontendApp };

/** The parts of the backend a test can stop and start: services, gateway, S3-protocol storage. */
export const backendParts = ['seller', 'catalog', 'admin', 'gateway', 'storage'] as const;
export type BackendPart = (typeof backendParts)[number];

/** Accounts the stack seeds. */
export const accounts = {
  admin: { email: 'e2e-admin@drops.test', password: 'e2e-admin-password-1', username: 'e2e-admin' },
  notAdmin: {
    email: 'e2e-viewer@drops.test',
    password: 'e2e-viewer-password-1',
    username: 'e2e-viewer',
  },
};
