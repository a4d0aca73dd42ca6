import net, { type AddressInfo } from 'node:net';
import { serverMessages } from '@drops/contracts';
import { createTestDatabase, type TestDatabase } from '@drops/db/testing';
import { developmentTokenSecrets, type ServiceApp } from '@drops/service-kit';
import { buildApp, sellerMigrations } from '../src/app';
import { completeBody } from './helpers';

/**
 * The database goes away under a running service (a restart, a network cut), then comes back:
 * calls answer 503 with the error body and Retry-After meanwhile, never 500, and the service
 * recovers by itself. The service reaches MariaDB through a TCP relay this test cuts and restores.
 */
let database: TestDatabase;
let app: ServiceApp;
let relay: net.Server;
let relayPort = 0;
const sockets = new Set<net.Socket>();
let open = true;

function startRelay(target: URL): Promise<void> {
  relay = net.createServer((client) => {
    if (!open) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 3306), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => socket.destroy());
    }
    client.pipe(upstream).pipe(client);
  });
  return new Promise((resolve) =>
    relay.listen(relayPort, '127.0.0.1', () => {
      relayPort = (relay.address() as AddressInfo).port;
      resolve();
    }),
  );
}

function cut(): void {
  open = false;
  for (const socket of sockets) socket.destroy();
}

beforeAll(async () => {
  database = await createTestDatabase(undefined, [sellerMigrations]);
  const target = new URL(database.url);
  await startRelay(target);
  const viaRelay = new URL(database.url);
  viaRelay.hostname = '127.0.0.1';
  viaRelay.port = String(relayPort);
  app = await buildApp({
    database: { url: viaRelay.toString() },
    tokenSecrets: developmentTokenSecrets,
    logLevel: 'silent',
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  relay?.close();
  for (const socket of sockets) socket.destroy();
  await database?.destroy();
});

const login = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/seller/login',
    payload: { email, password: 'whatever-password-1' },
  });

it('answers 503 with Retry-After while the database is away, and recovers by itself', async () => {
  const body = completeBody();
  expect((await login(body.email)).statusCode).toBe(401);

  cut();
  for (const call of [
    () => login(body.email),
    () => app.inject({ method: 'POST', url: '/seller/register/complete', payload: body }),
  ]) {
    const response = await call();
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({
      success: false,
      error: serverMessages.databaseUnavailable,
      code: 'DATABASE_UNAVAILABLE',
    });
  }
  expect((await app.inject('/health')).statusCode).toBe(503);

  open = true;
  let recovered = await login(body.email);
  for (let attempt = 0; recovered.statusCode === 503 && attempt < 20; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    recovered = await login(body.email);
  }
  expect(recovered.statusCode).toBe(401);
  const created = await app.inject({
    method: 'POST',
    url: '/seller/register/complete',
    payload: body,
  });
  expect(created.statusCode).toBe(200);
}, 60_000);
