import type { TokenSecrets } from '@drops/auth';
import {
  releaseFileMaxBytes,
  reportsBodyMaxBytes,
  uploadLimits,
  type GatewayServiceName,
} from '@drops/contracts';
import {
  defaultFrontendOrigins,
  parsePort,
  readCommonConfig,
  readFrontendOrigins,
} from '@drops/service-kit';

export { defaultFrontendOrigins };

export interface RateLimitSetting {
  /** Requests allowed per client IP in one window. */
  max: number;
  windowMs: number;
}

/** What `buildGateway` needs; everything but the upstreams and secrets has a default. */
export interface GatewaySettings {
  services: Record<GatewayServiceName, string>;
  tokenSecrets: TokenSecrets;
  logLevel: string;
  corsOrigins: string[];
  /** Time a service gets to start answering (and between body chunks); inside the 30 s budget. */
  upstreamTimeoutMs: number;
  healthTimeoutMs: number;
  /** Per client IP: logins, registration steps, and the public (sign-up) image uploads. */
  rateLimits: Record<RateLimitKind, RateLimitSetting>;
  /** Largest declared `content-length` the gateway lets through, in bytes, by kind of route. */
  bodyLimits: Record<BodyLimitKind, number>;
  /** Trust `X-Forwarded-For` from a load balancer in front of the gateway (off: we are the edge). */
  trustProxy: boolean;
  /** `METRICS_PORT`: Prometheus metrics on a port of their own, never the public one. */
  metricsPort?: number;
  metricsHost?: string;
  /**
   * `REDIS_URL`: rate limits counted in Redis, shared by every gateway replica; without it each
   * process counts alone.
   */
  redisUrl?: string;
  /** `RATE_LIMIT_REDIS_PREFIX`: the start of every rate limit key in Redis. */
  redisKeyPrefix: string;
}

export type RateLimitKind =
  'login' | 'registration' | 'signUpUpload' | 'remoteReports' | 'passwordReset';
export type BodyLimitKind =
  'default' | 'imageUpload' | 'productUpload' | 'remoteReports' | 'releaseFile';

export interface GatewayConfig extends GatewaySettings {
  host: string;
  port: number;
}

const mebibyte = 1024 * 1024;
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4;
/** Room for the JSON or multipart framing around the file data. */
const framing = 64 * 1024;

/**
 * Coarse guards sized to the largest body the catalog accepts (it applies the exact limits):
 * an image as base64 JSON; for products, a video and four images as multipart, which is
 * larger than one base64 video.
 */
const uploadBodyLimits = {
  imageUpload: base64Length(uploadLimits.imageMaxBytes) + framing,
  productUpload:
    Math.max(
      base64Length(uploadLimits.videoMaxBytes),
      uploadLimits.videoMaxBytes +
        (uploadLimits.maxFilesPerUpload - 1) * uploadLimits.imageMaxBytes,
    ) + framing,
};

export const defaultGatewaySettings: Omit<GatewaySettings, 'services' | 'tokenSecrets'> = {
  logLevel: 'info',
  corsOrigins: defaultFrontendOrigins,
  upstreamTimeoutMs: 25_000,
  healthTimeoutMs: 2_000,
  rateLimits: {
    login: { max: 10, windowMs: 60_000 },
    registration: { max: 20, windowMs: 60_000 },
    signUpUpload: { max: 30, windowMs: 60_000 },
    // A page sends its remotes' load reports in one or two batches.
    remoteReports: { max: 60, windowMs: 60_000 },
    // Issue 30: forgot and reset, sellers' and administrators' together, per address.
    passwordReset: { max: 10, windowMs: 60_000 },
  },
  bodyLimits: {
    default: mebibyte,
    ...uploadBodyLimits,
    remoteReports: reportsBodyMaxBytes,
    // One file of a remote build, base64 in JSON (issue 28).
    releaseFile: base64Length(releaseFileMaxBytes) + framing,
  },
  trustProxy: false,
  redisKeyPrefix: 'drops-rate-limit:',
};

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

const serviceUrl = (value: string | undefined, port: number) => value || `http://127.0.0.1:${port}`;

/** The only place the gateway reads the environment. */
export function readConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const common = readCommonConfig(env, 'GATEWAY_PORT', 8080);
  const defaults = defaultGatewaySettings;
  const window = positiveInteger(env.RATE_LIMIT_WINDOW_MS, 60_000);
  return {
    host: common.host,
    port: common.port,
    metricsPort: common.metricsPort,
    metricsHost: common.host,
    logLevel: common.logLevel,
    tokenSecrets: common.tokenSecrets,
    services: {
      seller: serviceUrl(env.SELLER_SERVICE_URL, parsePort(env.SELLER_PORT, 4001)),
      catalog: serviceUrl(env.CATALOG_SERVICE_URL, parsePort(env.CATALOG_PORT, 4002)),
      admin: serviceUrl(env.ADMIN_SERVICE_URL, parsePort(env.ADMIN_PORT, 4003)),
    },
    corsOrigins: readFrontendOrigins(env),
    upstreamTimeoutMs: positiveInteger(env.GATEWAY_UPSTREAM_TIMEOUT_MS, defaults.upstreamTimeoutMs),
    healthTimeoutMs: positiveInteger(env.GATEWAY_HEALTH_TIMEOUT_MS, defaults.healthTimeoutMs),
    rateLimits: {
      login: {
        max: positiveInteger(env.LOGIN_RATE_LIMIT_MAX, defaults.rateLimits.login.max),
        windowMs: window,
      },
      registration: {
        max: positiveInteger(env.REGISTRATION_RATE_LIMIT_MAX, defaults.rateLimits.registration.max),
        windowMs: window,
      },
      signUpUpload: {
        max: positiveInteger(env.UPLOAD_RATE_LIMIT_MAX, defaults.rateLimits.signUpUpload.max),
        windowMs: window,
      },
      remoteReports: {
        max: positiveInteger(env.REPORTS_RATE_LIMIT_MAX, defaults.rateLimits.remoteReports.max),
        windowMs: window,
      },
      passwordReset: {
        max: positiveInteger(
          env.PASSWORD_RESET_RATE_LIMIT_MAX,
          defaults.rateLimits.passwordReset.max,
        ),
        windowMs: window,
      },
    },
    bodyLimits: {
      default: positiveInteger(env.GATEWAY_BODY_LIMIT, defaults.bodyLimits.default),
      imageUpload: positiveInteger(
        env.GATEWAY_IMAGE_UPLOAD_BODY_LIMIT,
        defaults.bodyLimits.imageUpload,
      ),
      productUpload: positiveInteger(
        env.GATEWAY_PRODUCT_UPLOAD_BODY_LIMIT,
        defaults.bodyLimits.productUpload,
      ),
      remoteReports: defaults.bodyLimits.remoteReports,
      releaseFile: defaults.bodyLimits.releaseFile,
    },
    trustProxy: env.GATEWAY_TRUST_PROXY === 'true',
    ...(env.REDIS_URL && { redisUrl: env.REDIS_URL }),
    redisKeyPrefix: env.RATE_LIMIT_REDIS_PREFIX || defaults.redisKeyPrefix,
  };
}
