import { developmentTokenSecrets, releaseSecretOf } from '@drops/service-kit';
import { defaultFrontendOrigins, readConfig } from '../src/config';

describe('readConfig', () => {
  it('has the documented defaults', () => {
    const config = readConfig({});
    expect(config.port).toBe(8080);
    expect(config.services).toEqual({
      seller: 'http://127.0.0.1:4001',
      catalog: 'http://127.0.0.1:4002',
      admin: 'http://127.0.0.1:4003',
    });
    expect(config.corsOrigins).toEqual(defaultFrontendOrigins);
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3000', 'http://localhost:3004']),
    );
    // The gateway checks seller, administrator and release tokens; it holds no service-token secret.
    const { seller, admin, release } = developmentTokenSecrets;
    expect(config.tokenSecrets).toEqual({ seller, admin, release });
    expect(config.rateLimits.login).toEqual({ max: 10, windowMs: 60_000 });
    expect(config.rateLimits.registration.max).toBe(20);
    expect(config.bodyLimits.default).toBe(1024 * 1024);
    expect(config.upstreamTimeoutMs).toBeLessThan(30_000);
    expect(config.trustProxy).toBe(false);
  });

  it('refuses to start in production without its own token secrets', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      'SELLER_JWT_SECRET must be set when NODE_ENV=production',
    );
    expect(() => readConfig({ NODE_ENV: 'production', SELLER_JWT_SECRET: 's' })).toThrow(
      'ADMIN_JWT_SECRET must be set when NODE_ENV=production',
    );
    const config = readConfig({
      NODE_ENV: 'production',
      SELLER_JWT_SECRET: 'seller-secret',
      ADMIN_JWT_SECRET: 'admin-secret',
    });
    expect(config.tokenSecrets).toEqual({
      seller: 'seller-secret',
      admin: 'admin-secret',
      release: releaseSecretOf('admin-secret'),
    });
  });

  it('reads every override from the environment', () => {
    const config = readConfig({
      GATEWAY_PORT: '9090',
      SELLER_SERVICE_URL: 'http://seller:1',
      CATALOG_PORT: '5002',
      FRONTEND_ORIGINS: 'https://drops.example, https://admin.drops.example',
      SELLER_JWT_SECRET: 's'.repeat(40),
      ADMIN_JWT_SECRET: 'a'.repeat(40),
      LOGIN_RATE_LIMIT_MAX: '3',
      REGISTRATION_RATE_LIMIT_MAX: '4',
      UPLOAD_RATE_LIMIT_MAX: '5',
      REPORTS_RATE_LIMIT_MAX: '6',
      PASSWORD_RESET_RATE_LIMIT_MAX: '7',
      RATE_LIMIT_WINDOW_MS: '1000',
      GATEWAY_BODY_LIMIT: '2048',
      GATEWAY_UPSTREAM_TIMEOUT_MS: '500',
      GATEWAY_TRUST_PROXY: 'true',
    });
    expect(config.port).toBe(9090);
    expect(config.services.seller).toBe('http://seller:1');
    expect(config.services.catalog).toBe('http://127.0.0.1:5002');
    expect(config.corsOrigins).toEqual(['https://drops.example', 'https://admin.drops.example']);
    expect(config.tokenSecrets).toEqual({
      seller: 's'.repeat(40),
      admin: 'a'.repeat(40),
      release: releaseSecretOf('a'.repeat(40)),
    });
    expect(readConfig({ RELEASE_JWT_SECRET: 'r'.repeat(40) }).tokenSecrets.release).toBe(
      'r'.repeat(40),
    );
    expect(config.rateLimits).toEqual({
      login: { max: 3, windowMs: 1000 },
      registration: { max: 4, windowMs: 1000 },
      signUpUpload: { max: 5, windowMs: 1000 },
      remoteReports: { max: 6, windowMs: 1000 },
      passwordReset: { max: 7, windowMs: 1000 },
    });
    expect(config.bodyLimits.default).toBe(2048);
    expect(config.upstreamTimeoutMs).toBe(500);
    expect(config.trustProxy).toBe(true);
  });

  it('counts rate limits in Redis only when REDIS_URL is set', () => {
    expect(readConfig({}).redisUrl).toBeUndefined();
    expect(readConfig({}).redisKeyPrefix).toBe('drops-rate-limit:');
    const config = readConfig({
      REDIS_URL: 'redis://redis.internal:6379/2',
      RATE_LIMIT_REDIS_PREFIX: 'staging:',
    });
    expect(config.redisUrl).toBe('redis://redis.internal:6379/2');
    expect(config.redisKeyPrefix).toBe('staging:');
  });

  it('ignores values that are not positive whole numbers', () => {
    const config = readConfig({ LOGIN_RATE_LIMIT_MAX: '-1', GATEWAY_BODY_LIMIT: 'lots' });
    expect(config.rateLimits.login.max).toBe(10);
    expect(config.bodyLimits.default).toBe(1024 * 1024);
  });
});
