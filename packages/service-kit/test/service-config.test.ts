import path from 'node:path';
import { readCommonConfig } from '../src/config';

describe('a service’s settings', () => {
  it('listens on 127.0.0.1 unless HOST says otherwise', () => {
    expect(readCommonConfig({}, 'SELLER_PORT', 4001, 'seller').host).toBe('127.0.0.1');
    expect(readCommonConfig({ HOST: '0.0.0.0' }, 'SELLER_PORT', 4001, 'seller').host).toBe(
      '0.0.0.0',
    );
  });

  it('reads its own database before the shared one', () => {
    const env = { DATABASE_URL: 'mysql://shared/db', CATALOG_DATABASE_URL: 'mysql://own/db' };
    expect(readCommonConfig(env, 'CATALOG_PORT', 4002, 'catalog').databaseUrl).toBe(
      'mysql://own/db',
    );
    expect(readCommonConfig(env, 'ADMIN_PORT', 4003, 'admin').databaseUrl).toBe(
      'mysql://shared/db',
    );
  });

  it('keeps its own embedded SQLite file when no database is named (issue 27)', () => {
    const data = path.resolve(__dirname, '../../../.data');
    expect(readCommonConfig({}, 'SELLER_PORT', 4001, 'seller').databaseUrl).toBe(
      `sqlite:${data}/seller.sqlite`,
    );
    expect(readCommonConfig({}, 'CATALOG_PORT', 4002, 'catalog').databaseUrl).toBe(
      `sqlite:${data}/catalog.sqlite`,
    );
    expect(readCommonConfig({}, 'ADMIN_PORT', 4003, 'admin').databaseUrl).toBe(
      `sqlite:${data}/admin.sqlite`,
    );
    expect(readCommonConfig({}, 'GATEWAY_PORT', 8080).databaseUrl).toBeUndefined();
  });

  it('finds the other services on their ports, or at their URLs', () => {
    expect(
      readCommonConfig({ CATALOG_PORT: '14002' }, 'ADMIN_PORT', 4003, 'admin').serviceUrls,
    ).toEqual({
      seller: 'http://127.0.0.1:4001',
      catalog: 'http://127.0.0.1:14002',
      admin: 'http://127.0.0.1:4003',
    });
    expect(
      readCommonConfig(
        { SELLER_SERVICE_URL: 'http://seller.internal:80' },
        'ADMIN_PORT',
        4003,
        'admin',
      ).serviceUrls.seller,
    ).toBe('http://seller.internal:80');
  });

  it('holds the service-token secret in a service only, and needs it in production', () => {
    expect(readCommonConfig({}, 'GATEWAY_PORT', 8080).tokenSecrets.service).toBeUndefined();
    expect(readCommonConfig({}, 'SELLER_PORT', 4001, 'seller').tokenSecrets.service).toBeTruthy();
    const production = {
      NODE_ENV: 'production',
      SELLER_JWT_SECRET: 's',
      ADMIN_JWT_SECRET: 'a',
    };
    expect(() => readCommonConfig(production, 'SELLER_PORT', 4001, 'seller')).toThrow(
      'SERVICE_JWT_SECRET must be set when NODE_ENV=production',
    );
  });
});
