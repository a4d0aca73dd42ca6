// The e2e stack's backend settings: production's, with this run's own secrets and ports.
import { randomBytes } from 'node:crypto';
import { frontends, ports, storageBucket } from './environment';

/** What the suite sets on top of production's settings, in both runs. */
export function suiteEnvironment(): NodeJS.ProcessEnv {
  return {
    // The webhook e2e test's receiver listens on 127.0.0.1 over http (issue 17).
    WEBHOOK_ALLOW_PRIVATE: 'true',
    SMTP_URL: `smtp://127.0.0.1:${ports.mailSmtp}`,
    PUBLIC_APP_URL: `http://localhost:${ports.shell}`,
    FRONTEND_ORIGINS: frontends.map((frontend) => `http://localhost:${frontend.port}`).join(','),
    // The suite signs in far more often than a person; the limits themselves are tested elsewhere.
    LOGIN_RATE_LIMIT_MAX: '100000',
    REGISTRATION_RATE_LIMIT_MAX: '100000',
    UPLOAD_RATE_LIMIT_MAX: '100000',
    // Every tab of the suite reports its remote loads (issue 28) from this one address.
    REPORTS_RATE_LIMIT_MAX: '100000',
    PASSWORD_RESET_RATE_LIMIT_MAX: '100000',
  };
}

/**
 * The backend as it runs in production: the built bundles under plain node, NODE_ENV set, and
 * secrets of this run's own (a production process refuses to start on the development ones).
 */
export function productionEnvironment(databaseUrl: string): NodeJS.ProcessEnv {
  const secret = () => randomBytes(32).toString('hex');
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    SELLER_JWT_SECRET: secret(),
    ADMIN_JWT_SECRET: secret(),
    SERVICE_JWT_SECRET: secret(),
    STORAGE_SIGNING_SECRET: secret(),
    WEBHOOK_SECRET_KEY: secret(),
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    SELLER_PORT: String(ports.sellerService),
    CATALOG_PORT: String(ports.catalogService),
    ADMIN_PORT: String(ports.adminService),
    GATEWAY_PORT: String(ports.gateway),
    S3_BUCKET: storageBucket,
    S3_ENDPOINT: `http://127.0.0.1:${ports.storage}`,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ...suiteEnvironment(),
    // The pinned SDK runs on Node 20; its notice about future releases would repeat on every restart.
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}
