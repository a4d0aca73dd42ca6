import type { ServiceApp } from '@drops/service-kit';
import { listen, request, type StackAdmin, type StackSeller } from '../testing/stack';
import { decideOnSeller, stackForTests, unique } from './fixtures';

/**
 * Two catalog replicas over one database, each behind a gateway of its own: what one replica
 * keeps in memory (the seller's drop list pages) or reads from its projection (the seller's
 * account) never hides a change made through the other or decided by the administrator.
 */
const stack = stackForTests();
let replica: ServiceApp;
let seller: StackSeller;
let admin: StackAdmin;
let throughFirst: string;
let throughSecond: string;

beforeAll(async () => {
  replica = await stack.buildService('catalog');
  const replicaUrl = await listen(replica);
  throughFirst = stack.apiUrl;
  ({ apiUrl: throughSecond } = await stack.startGateway({
    services: { ...stack.serviceUrls, catalog: replicaUrl },
  }));
  [seller, admin] = await Promise.all([
    stack.createSeller({ accountType: 'sell', isApproved: true, isActive: true }),
    stack.createAdmin(),
  ]);
});

afterAll(async () => {
  await replica?.close();
});

const dropNames = async (apiUrl: string) => {
  const response = await request(`${apiUrl}/seller/products`, { token: seller.token });
  expect(response.status).toBe(200);
  return (response.body.data as { name: string }[]).map((drop) => drop.name);
};

/** Polls `check` until it holds; fails once the clock passes `deadline`. */
async function before(deadline: number, check: () => Promise<boolean>): Promise<void> {
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('not seen before the deadline');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('two catalog replicas over one database', () => {
  it('lists at once, through the other replica, a drop written through one (its kept page is not served)', async () => {
    // Both replicas keep the seller's unfiltered first page in memory.
    expect(await dropNames(throughFirst)).toEqual(await dropNames(throughSecond));
    await dropNames(throughSecond);

    const name = `Drop ${unique()}`;
    const created = await request(`${throughFirst}/seller/products`, {
      method: 'POST',
      token: seller.token,
      body: { name },
    });
    expect(created.status).toBe(201);
    expect(await dropNames(throughSecond)).toContain(name);

    const id = (created.body.data as { _id: string })._id;
    const deleted = await request(`${throughSecond}/seller/products/${id}`, {
      method: 'DELETE',
      token: seller.token,
    });
    expect(deleted.status).toBe(200);
    expect(await dropNames(throughFirst)).not.toContain(name);
  });

  it('refuses a rejected seller on both replicas within 2 s of the decision', async () => {
    expect((await request(`${throughFirst}/seller/products`, { token: seller.token })).status).toBe(
      200,
    );
    expect(
      (await request(`${throughSecond}/seller/products`, { token: seller.token })).status,
    ).toBe(200);

    const decided = Date.now();
    const rejection = await decideOnSeller(throughSecond, admin.token, seller.id, {
      isApproved: false,
      isActive: false,
    });
    expect(rejection.status).toBe(200);

    const refused = (apiUrl: string) => async () =>
      (await request(`${apiUrl}/seller/products`, { token: seller.token })).status === 403;
    // Two seconds from the moment the administrator decided, the answer included.
    const deadline = decided + 2_000;
    await Promise.all([
      before(deadline, refused(throughFirst)),
      before(deadline, refused(throughSecond)),
    ]);
    // And it stays refused on both: no replica falls back to an older copy.
    for (const apiUrl of [throughFirst, throughSecond, throughFirst, throughSecond])
      expect((await request(`${apiUrl}/seller/products`, { token: seller.token })).status).toBe(
        403,
      );
  });
});
