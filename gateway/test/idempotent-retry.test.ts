import { randomUUID } from 'node:crypto';
import { request } from '../testing/stack';
import { stackForTests } from './fixtures';

/**
 * The outside testers' case: a create that timed out at the gateway (504) is still applied by
 * the catalog, and the client's retry must not make a second drop. With an Idempotency-Key the
 * retry answers the first create's answer.
 */
const stack = stackForTests();

it('a retried create after a gateway timeout answers the first create, one row', async () => {
  const seller = await stack.createSeller({ accountType: 'flex' });
  await request(`${stack.apiUrl}/seller/products`, {
    method: 'POST',
    token: seller.token,
    body: { name: 'First', status: 'Draft' },
  });
  // A gateway that gives up after 300 ms, and a create held up longer than that (its seller's
  // catalog version row is locked for 1.5 s): the gateway answers 504, the create goes on.
  const impatient = await stack.startGateway({ upstreamTimeoutMs: 300 });
  const held = new Promise<void>((resolve, reject) => {
    stack.knex
      .transaction(async (trx) => {
        await trx('catalog_versions').where({ seller_id: seller.id }).forUpdate();
        resolve();
        await new Promise((done) => setTimeout(done, 1_500));
      })
      .catch(reject);
  });
  await held;
  const key = randomUUID();
  const body = { name: 'Timed out once', status: 'Draft' };
  const send = (apiUrl: string) =>
    request(`${apiUrl}/seller/products`, {
      method: 'POST',
      token: seller.token,
      headers: { 'idempotency-key': key },
      body,
    });

  expect((await send(impatient.apiUrl)).status).toBe(504);
  let retried = await send(stack.apiUrl);
  for (let attempt = 0; retried.status === 409 && attempt < 50; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    retried = await send(stack.apiUrl);
  }
  expect(retried.status).toBe(201);
  expect(retried.headers.get('idempotent-replayed')).toBe('true');
  expect(retried.body).toMatchObject({ success: true, data: { name: 'Timed out once' } });
  const rows = await stack.knex('products').where({ seller_id: seller.id, name: body.name });
  expect(rows).toHaveLength(1);

  // The same key with another body is refused, and writes nothing.
  const other = await request(`${stack.apiUrl}/seller/products`, {
    method: 'POST',
    token: seller.token,
    headers: { 'idempotency-key': key },
    body: { ...body, name: 'Something else' },
  });
  expect(other.status).toBe(422);
});

it('lets a browser send the header (CORS preflight)', async () => {
  const response = await fetch(`${stack.apiUrl}/seller/products`, {
    method: 'OPTIONS',
    headers: {
      origin: 'http://localhost:3002',
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization,content-type,idempotency-key',
    },
  });
  expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
    'idempotency-key',
  );
});
