// The one place that computes what the stack's processes are started with (issue 29 item 6).
import { randomBytes } from 'node:crypto';
import { embeddedDatabaseUrl } from '@drops/db';
import { portVariables, type BackendPart } from './processes';

export const serviceNames = ['seller', 'catalog', 'admin'] as const;
export type StackServiceName = (typeof serviceNames)[number];

/** The gateway's per-address limits a stack used from this one machine raises. */
const rateLimitVariables = [
  'LOGIN_RATE_LIMIT_MAX',
  'REGISTRATION_RATE_LIMIT_MAX',
  'UPLOAD_RATE_LIMIT_MAX',
  'REPORTS_RATE_LIMIT_MAX',
  'PASSWORD_RESET_RATE_LIMIT_MAX',
] as const;

/** Where the services keep their tables. */
export type StackDatabase =
  /** One database for every service (MariaDB: tests, e2e, benches, replicas). */
  | { url: string }
  /** Each service's own SQLite file in `folder` (the embedded default, issue 27). */
  | { embeddedFolder: string }
  /** Whatever the inherited environment names, else the services' own default (`.data/`). */
  | { inherited: true };

/** Where the catalog keeps files. */
export type StackStorage =
  | { directory: string }
  /** An S3-protocol server on this machine (s3rver: its fixed keys). */
  | { s3: { port: number; bucket: string } }
  /** Whatever the inherited environment names, else the catalog's own default (`.data/`). */
  | { inherited: true };

export interface StackEnvironmentOptions {
  /** What every process inherits (all of `process.env`, or PATH and HOME for production's runs). */
  inherit: NodeJS.ProcessEnv;
  /** Each part's port, as its `<PART>_PORT`; a part left out reads its own default. */
  ports?: Partial<Record<BackendPart, number>>;
  /** Where the gateway and services find each service (default: 127.0.0.1 on `ports`). */
  serviceUrls?: Record<StackServiceName, string>;
  /** NODE_ENV=production with this run's own secrets (production refuses the development ones). */
  production?: boolean;
  database: StackDatabase;
  storage: StackStorage;
  /** Where the seller service mails (unset: mails are queued, not sent). */
  smtpUrl?: string;
  /** Where a mail's links lead: the shell. */
  publicAppUrl?: string;
  /** The frontends' origins the browser calls the API from. */
  frontendOrigins?: string[];
  /** Every per-address rate limit of the gateway raised to this. */
  rateLimitMax?: number;
  logLevel?: string;
  host?: string;
  /** Set last: what a caller adds or insists on. */
  overrides?: NodeJS.ProcessEnv;
}

const secret = () => randomBytes(32).toString('hex');

/** The secrets of a production run, its own for each run. */
function productionSecrets(): NodeJS.ProcessEnv {
  return {
    NODE_ENV: 'production',
    SELLER_JWT_SECRET: secret(),
    ADMIN_JWT_SECRET: secret(),
    SERVICE_JWT_SECRET: secret(),
    STORAGE_SIGNING_SECRET: secret(),
    WEBHOOK_SECRET_KEY: secret(),
  };
}

function databaseEnvironment(database: StackDatabase): NodeJS.ProcessEnv {
  if ('url' in database) return { DATABASE_URL: database.url };
  if ('embeddedFolder' in database) return embeddedDatabaseEnvironment(database.embeddedFolder);
  return {};
}

function storageEnvironment(storage: StackStorage): NodeJS.ProcessEnv {
  if ('directory' in storage) return { STORAGE_DIR: storage.directory };
  if ('inherited' in storage) return {};
  return {
    S3_BUCKET: storage.s3.bucket,
    S3_ENDPOINT: `http://127.0.0.1:${storage.s3.port}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    // The pinned SDK runs on Node 20; its notice about future releases would repeat on every start.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/**
 * The embedded default, in `folder` instead of `.data/`: each service's own SQLite file, where
 * `databaseUrlOf` puts it when no database is named (issue 27).
 */
export function embeddedDatabaseEnvironment(folder: string): NodeJS.ProcessEnv {
  return Object.fromEntries(
    serviceNames.map((name) => [
      `${name.toUpperCase()}_DATABASE_URL`,
      embeddedDatabaseUrl(name, folder),
    ]),
  );
}

/** Each service on 127.0.0.1 at its port. */
export function serviceUrlsOf(ports: Record<StackServiceName, number>) {
  return Object.fromEntries(
    serviceNames.map((name) => [name, `http://127.0.0.1:${ports[name]}`]),
  ) as Record<StackServiceName, string>;
}

const defined = (values: Record<string, string | undefined>): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));

/**
 * The environment every service and gateway process of a stack starts with; a process's own
 * port is added by whoever starts it (`withPort`).
 */
export function stackEnvironment(options: StackEnvironmentOptions): NodeJS.ProcessEnv {
  const ports = options.ports ?? {};
  const knownServicePorts = serviceNames.every((name) => ports[name] !== undefined);
  const serviceUrls =
    options.serviceUrls ??
    (knownServicePorts ? serviceUrlsOf(ports as Record<StackServiceName, number>) : undefined);
  return {
    ...options.inherit,
    ...(options.production && productionSecrets()),
    ...databaseEnvironment(options.database),
    ...storageEnvironment(options.storage),
    ...defined({
      LOG_LEVEL: options.logLevel,
      HOST: options.host,
      SMTP_URL: options.smtpUrl,
      PUBLIC_APP_URL: options.publicAppUrl,
      FRONTEND_ORIGINS: options.frontendOrigins?.join(','),
      SELLER_SERVICE_URL: serviceUrls?.seller,
      CATALOG_SERVICE_URL: serviceUrls?.catalog,
      ADMIN_SERVICE_URL: serviceUrls?.admin,
    }),
    ...Object.fromEntries(
      Object.entries(ports).map(([part, port]) => [
        portVariables[part as BackendPart],
        String(port),
      ]),
    ),
    ...(options.rateLimitMax !== undefined &&
      Object.fromEntries(
        rateLimitVariables.map((variable) => [variable, String(options.rateLimitMax)]),
      )),
    ...options.overrides,
  };
}

/** A part's environment: the stack's, with the part's own port. */
export function withPort(
  environment: NodeJS.ProcessEnv,
  part: BackendPart,
  port: number,
): NodeJS.ProcessEnv {
  return { ...environment, [portVariables[part]]: String(port) };
}
