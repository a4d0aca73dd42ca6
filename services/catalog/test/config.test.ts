import { readConfig } from '../src/config';

describe('readConfig', () => {
  const tokenSecrets = {
    SELLER_JWT_SECRET: 'seller-secret',
    ADMIN_JWT_SECRET: 'admin-secret',
    SERVICE_JWT_SECRET: 'service-secret',
    WEBHOOK_SECRET_KEY: 'webhook-secret',
  };

  it('signs local-disk links with the development secret outside production', () => {
    const { storage } = readConfig({});
    expect(storage).toEqual(
      expect.objectContaining({
        kind: 'local',
        signingSecret: 'drops-development-storage-signing-secret',
      }),
    );
  });

  it('refuses to start in production without a link-signing secret for local-disk storage', () => {
    expect(() => readConfig({ NODE_ENV: 'production', ...tokenSecrets })).toThrow(
      'STORAGE_SIGNING_SECRET must be set when NODE_ENV=production',
    );
    const { storage } = readConfig({
      NODE_ENV: 'production',
      ...tokenSecrets,
      STORAGE_SIGNING_SECRET: 'links',
    });
    expect(storage).toEqual(expect.objectContaining({ kind: 'local', signingSecret: 'links' }));
    // S3 signs its own links: no local secret needed.
    expect(
      readConfig({ NODE_ENV: 'production', ...tokenSecrets, S3_BUCKET: 'drops' }).storage.kind,
    ).toBe('s3');
  });

  it('webhooks: private targets only with WEBHOOK_ALLOW_PRIVATE=true, a secret key in production', () => {
    expect(readConfig({}).webhooks).toEqual({
      allowPrivate: false,
      secretKey: 'drops-development-webhook-secret-key',
    });
    expect(readConfig({ WEBHOOK_ALLOW_PRIVATE: 'yes' }).webhooks.allowPrivate).toBe(false);
    expect(readConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhooks.allowPrivate).toBe(true);
    const { WEBHOOK_SECRET_KEY: _unset, ...withoutKey } = tokenSecrets;
    expect(() => readConfig({ NODE_ENV: 'production', ...withoutKey, S3_BUCKET: 'drops' })).toThrow(
      'WEBHOOK_SECRET_KEY must be set when NODE_ENV=production',
    );
  });
});
