import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { createService, developmentTokenSecrets, featureModules, type ServiceApp } from '../src';

const fixtures = path.join(__dirname, 'fixtures/feature-modules');
let database: TestDatabase;
const apps: ServiceApp[] = [];

async function appWithModules(folder: string, options?: Record<string, unknown>) {
  const app = await createService({
    name: 'modules-test',
    database: { knex: database.knex },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  apps.push(app);
  await app.register(featureModules, { dir: path.join(fixtures, folder), options });
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase('sqlite:feature-modules');
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.destroy();
});

describe('featureModules', () => {
  it("loads each folder's face, then its routes under the folder's autohooks, cascading", async () => {
    const app = await appWithModules('loaded', { greeter: { word: 'welcome' } });
    const open = { 'x-password': 'open sesame' };
    expect((await app.inject({ url: '/greeting', headers: open })).json()).toEqual({
      greeting: 'welcome',
    });
    expect((await app.inject({ url: '/greeting' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/greeting/bye' })).statusCode).toBe(401);
    expect((await app.inject({ url: '/greeting/bye', headers: open })).json()).toEqual({
      bye: true,
    });
    // Another module's face, read during a request; its own routes carry no hook.
    expect((await app.inject({ url: '/letters' })).json()).toEqual({ letters: 7 });
    // Neither a domain file nor a face is a route of its own.
    expect((await app.inject({ url: '/unrouted', headers: open })).statusCode).toBe(404);
  });

  it('refuses a module without its face, or a face exporting no plugin by default', async () => {
    await expect(appWithModules('no-face')).rejects.toThrow(
      'Feature module lonely has no index.ts (its face and plugin)',
    );
    await expect(appWithModules('no-default')).rejects.toThrow(
      'Feature module named: index.ts must export its plugin by default',
    );
  });
});
