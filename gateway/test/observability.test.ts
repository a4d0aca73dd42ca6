import { request } from '../testing/stack';
import { stackForTests } from './fixtures';

/**
 * The gateway names every request (or keeps a valid incoming id) and the services answer, log
 * and record their events under that id; it answers an orchestrator's probes, and its metrics
 * stay off the public port.
 */
const stack = stackForTests();
describe('request ids across the gateway and the services', () => {
  it("a client's id reaches the service: its answer, and the event the change wrote", async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: false });
    const admin = await stack.createAdmin();
    const id = 'support-ticket-4711';
    const approved = await request(`${stack.apiUrl}/admin/sellers/${seller.id}/approve`, {
      method: 'PUT',
      token: admin.token,
      body: { isApproved: true, isActive: true },
      headers: { 'x-request-id': id },
    });
    expect(approved.status).toBe(200);
    expect(approved.headers.get('x-request-id')).toBe(id);
    // The admin service called the seller service: the event it wrote names the same request.
    const events = await stack.databases.seller
      .knex('seller_outbox')
      .where({ entity_id: seller.id, type: 'seller.approved' })
      .select('request_id');
    expect(events.map((event: { request_id: string }) => event.request_id)).toContain(id);
  });

  it("without one, the gateway's own id is the one the service's error body carries", async () => {
    const seller = await stack.createSeller({ accountType: 'sell', isApproved: true });
    const missing = await request(`${stack.apiUrl}/seller/products/${'e'.repeat(24)}`, {
      token: seller.token,
    });
    expect(missing.status).toBe(404);
    const id = missing.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.body.requestId).toBe(id);
    // The gateway's own refusals carry it too.
    const refused = await request(`${stack.apiUrl}/seller/products`);
    expect(refused.status).toBe(401);
    expect(refused.body.requestId).toBe(refused.headers.get('x-request-id'));
  });
});

describe('probes and metrics of the gateway', () => {
  it('answers live and ready; its metrics are on their own port, never through the API', async () => {
    const { gateway, apiUrl } = await stack.startGateway({ metricsPort: 0 });
    const base = apiUrl.replace(/\/api\/v1$/, '');
    expect((await request(`${base}/health/live`)).status).toBe(200);
    expect((await request(`${base}/health/ready`)).body).toMatchObject({ ready: true });
    expect((await request(`${apiUrl}/metrics`)).status).toBe(404);
    expect((await request(`${base}/metrics`)).status).toBe(404);

    await request(`${apiUrl}/seller/products`);
    const metrics = await fetch(`http://127.0.0.1:${gateway.metricsAddress()!.port}/metrics`);
    const text = await metrics.text();
    expect(text).toMatch(
      /^http_requests_total\{method="GET",route="\/api\/v1\/seller\/products",status_code="401",service="gateway"\} 1$/m,
    );
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="gateway"\} /m);

    gateway.shuttingDown = true;
    const closing = await request(`${base}/health/ready`);
    expect(closing).toMatchObject({ status: 503, body: { ready: false } });
    gateway.shuttingDown = false;
  });
});
