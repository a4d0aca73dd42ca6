import {
  getAdminProduct,
  getSellerProduct,
  isApiError,
  listAdminCategories,
  listSellerProducts,
  loginSeller,
  uploadProductFile,
  type ApiError,
} from '@drops/api-client';
import {
  apiClient,
  badgeDrop,
  createDrop,
  daysFromNow,
  pngFile,
  publishedDropBody,
  recordRequests,
  signInAdmin,
  signStackToken,
  signedInSeller,
  signUpSeller,
  stackApiUrl,
  startGateway,
  startLoadBalancer,
  storeDropStatus,
  unreachableApiUrl,
} from '../src';

/** The error a call fails with (the test fails if it succeeds). */
async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => new Error('the call succeeded'),
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw error;
  return error;
}

describe('the page talks to the real stack', () => {
  it('fetches over HTTP, and a jsdom AbortController still aborts', async () => {
    const health = await fetch(`${stackApiUrl()}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });
    const controller = new AbortController();
    controller.abort();
    await expect(fetch(`${stackApiUrl()}/health`, { signal: controller.signal })).rejects.toThrow();
  });

  it('uploads multipart through jsdom XMLHttpRequest from the shell origin (CORS)', async () => {
    expect(window.location.origin).toBe('http://localhost:3000');
    const { token, seller } = await signedInSeller({ accountType: 'sell' });
    const upload = await uploadProductFile(apiClient({ token }), pngFile('drop.png'), { slot: 0 });
    expect(upload.key).toMatch(new RegExp(`^products/${seller._id}/`));
  });

  it('signs sellers up pending or approved', async () => {
    const pending = await signUpSeller({ accountType: 'sell' });
    expect(pending.seller).toMatchObject({ accountType: 'sell', isApproved: false });
    expect(pending.token).toBeUndefined();
    const refusal = await failureOf(
      loginSeller(apiClient(), { email: pending.email, password: pending.password }),
    );
    expect(refusal.status).toBe(403);
    const approved = await signedInSeller({ accountType: 'sell' });
    expect(approved.seller).toMatchObject({ isApproved: true, firstLogin: false });
  });
});

describe('drops in every status', () => {
  it('publishes, schedules and badges drops as the lists read them', async () => {
    const session = await signedInSeller({ accountType: 'sell' });
    const draft = await createDrop(session, { name: 'Harness draft' });
    const live = await createDrop(session, publishedDropBody({ name: 'Harness live' }));
    const soon = await createDrop(
      session,
      publishedDropBody({ name: 'Harness soon', launchDate: daysFromNow(7) }),
    );
    await badgeDrop(live._id);
    expect([draft.status, live.status, soon.status]).toEqual(['Draft', 'Published', 'Upcoming']);
    expect(live.selling).toBe(true);
    const client = apiClient(session);
    const badged = await listSellerProducts(client, { status: 'Badges' });
    expect(badged.data.map((drop) => drop.name)).toEqual(['Harness live']);
  });
});

describe('real failures', () => {
  it('a private gateway meets a stopped service with 503 until it starts', async () => {
    const { token } = await signedInSeller();
    const gateway = await startGateway({ down: ['catalog'] });
    const client = apiClient({ token, baseUrl: gateway.apiUrl });
    const down = await failureOf(listSellerProducts(client, {}));
    expect(down).toMatchObject({ status: 503, message: 'Service unavailable' });
    await gateway.startService('catalog');
    expect((await listSellerProducts(client, {})).data).toEqual([]);
    await gateway.stopService('catalog');
    expect((await failureOf(listSellerProducts(client, {}))).status).toBe(503);
    // The shared gateway never noticed.
    expect((await listSellerProducts(apiClient({ token }), {})).data).toEqual([]);
  });

  it('a load balancer answers the matching calls with its own page, passes the rest', async () => {
    const { token } = await signedInSeller();
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/seller/products', status: 502 },
    });
    const failed = await fetch(`${balancer.apiUrl}/seller/products`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(failed.status).toBe(502);
    expect(failed.headers.get('content-type')).toBe('text/html');
    const passed = await fetch(`${balancer.apiUrl}/health`);
    expect(await passed.json()).toMatchObject({ status: 'ok' });
  });

  it('a load balancer can pass everything first and fail the matching calls later', async () => {
    const { token } = await signedInSeller();
    const balancer = await startLoadBalancer({
      failWith: { method: 'GET', path: '/seller/products', status: 503 },
      failing: false,
    });
    const client = apiClient({ token, baseUrl: balancer.apiUrl });
    expect((await listSellerProducts(client, {})).data).toEqual([]);
    await balancer.startFailing();
    expect((await failureOf(listSellerProducts(client, {}))).status).toBe(503);
    await balancer.stopFailing();
    expect((await listSellerProducts(client, {})).data).toEqual([]);
  });

  it('an unreachable API is a network error', async () => {
    const error = await failureOf(
      listSellerProducts(
        apiClient({ token: 'x.eyJzdWIiOiJzZWxsZXIifQ.x', baseUrl: unreachableApiUrl }),
        {},
      ),
    );
    expect(error.kind).toBe('network');
  });
});

describe('data and sessions no API call makes', () => {
  it("signs tokens with the stack's signer: one with time left is taken, an expired one refused", async () => {
    const admin = await signInAdmin();
    const token = (expiresInSeconds: number) =>
      signStackToken({ audience: 'admin', subject: admin.user._id, expiresInSeconds });
    const alive = apiClient({ token: await token(60) });
    expect((await listAdminCategories(alive, { page: 1, limit: 1 })).success).toBe(true);
    const expired = apiClient({ token: await token(-60) });
    expect((await failureOf(listAdminCategories(expired, { page: 1, limit: 1 }))).status).toBe(401);
  });

  it('stores a drop status no API call stores, which each side reads its own way', async () => {
    const seller = await signedInSeller({ accountType: 'sell' });
    const drop = await createDrop(seller, publishedDropBody());
    expect(drop.status).toBe('Published');
    await storeDropStatus(drop._id, 'paused');
    const admin = await signInAdmin();
    expect((await getAdminProduct(apiClient(admin), drop._id)).data.status).toBe('paused');
    expect((await getSellerProduct(apiClient(seller), drop._id)).data.status).toBe('Draft');
  });

  it('records the calls the page makes, with their headers and answers', async () => {
    const requests = recordRequests();
    await fetch(`${stackApiUrl()}/health`, { headers: { 'x-probe': 'yes' } });
    expect(requests).toHaveLength(1);
    const [health] = requests;
    expect(health?.url.pathname).toBe('/api/v1/health');
    expect(health?.headers.get('x-probe')).toBe('yes');
    expect(health?.answeredAt).toBeGreaterThanOrEqual(health?.sentAt ?? Infinity);
    expect(await health?.response?.json()).toMatchObject({ status: 'ok' });
  });
});
