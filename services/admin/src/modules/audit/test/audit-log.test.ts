import { auditLogMessages, type AuditLogEntry } from '@drops/contracts';
import { newId } from '@drops/db';
import { csvRecords } from '../../../../testing/csv';
import { insertProduct, insertSeller } from '../../../../test/fixtures';
import { adminForTests, insertAdminUser } from '../../../../test/helpers';

/**
 * Issue 16, point 5: every administrator action leaves one permanent entry naming who, when,
 * the target, the values before and after, reason, note and the request id; the table refuses
 * UPDATE and DELETE itself; the list filters and pages, newest first.
 */
const context = adminForTests();
let adminId: string;

beforeAll(async () => {
  adminId = (await context.database.knex('admin_users').first('id')).id;
});

const knex = () => context.database.knex;
let requestCounter = 0;
const newRequestId = () => `audit-test-${Date.now()}-${(requestCounter += 1)}`;

async function act(method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) {
  const requestId = newRequestId();
  const response = await context.app.inject({
    method,
    url,
    headers: { ...context.adminHeaders, 'x-request-id': requestId },
    ...(payload && { payload }),
  });
  return { response, requestId };
}

async function entries(query: Record<string, string | number> = {}) {
  const response = await context.app.inject({
    url: '/admin/audit-log',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
    headers: context.adminHeaders,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: AuditLogEntry[];
    pagination: { page: number; limit: number; total: number; pages: number };
  };
}

const entriesFor = async (targetId: string) => (await entries({ targetId })).data;

describe('every administrator action is recorded', () => {
  it('sign-in: the administrator, the request id, nothing before or after', async () => {
    const email = `signin-${newId()}@drops.test`;
    const id = await insertAdminUser(knex(), { email, password: 'admin-password-123' });
    const requestId = newRequestId();
    const response = await context.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'x-request-id': requestId },
      payload: { email: email.toUpperCase(), password: 'admin-password-123' },
    });
    expect(response.statusCode).toBe(200);
    expect(await entriesFor(id)).toEqual([
      {
        _id: expect.any(String),
        createdAt: expect.any(String),
        actorId: id,
        actorEmail: email,
        action: 'sign_in',
        targetType: 'admin',
        targetId: id,
        before: null,
        after: null,
        reason: null,
        note: null,
        requestId,
      },
    ]);
    // Issue 30 item 5: a failed sign-in of a known administrator is recorded too, in its name.
    await context.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email, password: 'wrong-password-123' },
    });
    const entries = await entriesFor(id);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ action: 'sign_in_failed', actorId: id, targetId: id });
  });

  it('reject with reason and note, approve, invite: the seller before and after', async () => {
    const rejected = await insertSeller(knex(), { username: 'auditreject', accountType: 'sell' });
    const rejection = await act('PUT', `/admin/sellers/${rejected}/approve`, {
      isApproved: false,
      isActive: false,
      reason: 'unverifiable_work_link',
      note: '  Portfolio link is a 404  ',
    });
    expect(rejection.response.statusCode).toBe(200);
    expect(await entriesFor(rejected)).toEqual([
      expect.objectContaining({
        actorId: adminId,
        actorEmail: 'root@drops.test',
        action: 'seller_reject',
        targetType: 'seller',
        targetId: rejected,
        before: expect.objectContaining({ isApproved: false, isActive: true, accountType: 'sell' }),
        after: expect.objectContaining({ isApproved: false, isActive: false, accountType: 'sell' }),
        reason: 'unverifiable_work_link',
        note: 'Portfolio link is a 404',
        requestId: rejection.requestId,
      }),
    ]);

    const approved = await insertSeller(knex(), { username: 'auditapprove' });
    const approval = await act('PUT', `/admin/sellers/${approved}/approve`, {
      isApproved: true,
      isActive: true,
    });
    expect(approval.response.statusCode).toBe(200);
    const [approvalEntry] = await entriesFor(approved);
    expect(approvalEntry).toMatchObject({
      action: 'seller_approve',
      before: { isApproved: false, accountType: 'flex' },
      after: { isApproved: true, isActive: true, accountType: 'sell' },
      reason: null,
      note: null,
      requestId: approval.requestId,
    });

    const invited = await insertSeller(knex(), { username: 'auditinvite' });
    const invitation = await act('POST', `/admin/sellers/${invited}/invite`);
    expect(invitation.response.statusCode).toBe(200);
    expect(await entriesFor(invited)).toEqual([
      expect.objectContaining({
        action: 'seller_invite',
        before: expect.objectContaining({ invitation: null }),
        after: expect.objectContaining({ invitation: 'invited' }),
        requestId: invitation.requestId,
      }),
    ]);
    // Refused (already invited, unknown seller, bad body): nothing more is written.
    expect((await act('POST', `/admin/sellers/${invited}/invite`)).response.statusCode).toBe(409);
    expect(
      (await act('PUT', `/admin/sellers/${invited}/approve`, { isApproved: true, isActive: false }))
        .response.statusCode,
    ).toBe(400);
    expect(await entriesFor(invited)).toHaveLength(1);
  });

  it('badge, pause with reason and note, restore: the drop before and after', async () => {
    const sellerId = await insertSeller(knex(), {
      username: 'auditdrops',
      accountType: 'sell',
      isApproved: true,
    });
    const id = await insertProduct(knex(), sellerId, {
      name: 'Audited drop',
      status: 'published',
      selling: true,
    });
    const badge = await act('PUT', `/admin/products/${id}/badge`, { badge: true });
    expect(badge.response.statusCode).toBe(200);
    const pause = await act('PUT', `/admin/products/${id}/status`, {
      status: 'paused',
      reason: 'misleading_listing',
      note: 'Photos are of another item',
    });
    expect(pause.response.statusCode).toBe(200);
    // Pausing again is refused (409) and leaves no entry.
    expect(
      (await act('PUT', `/admin/products/${id}/status`, { status: 'paused', reason: 'other' }))
        .response.statusCode,
    ).toBe(409);
    const restore = await act('PUT', `/admin/products/${id}/status`, { status: 'published' });
    expect(restore.response.statusCode).toBe(200);

    const recorded = await entriesFor(id);
    expect(recorded.map((entry) => entry.action)).toEqual([
      'product_restore',
      'product_pause',
      'product_badge',
    ]);
    expect(recorded[2]).toMatchObject({
      targetType: 'product',
      before: { badge: false, status: 'published' },
      after: { badge: true, status: 'published' },
      requestId: badge.requestId,
    });
    expect(recorded[1]).toMatchObject({
      before: { status: 'published', selling: true },
      after: { status: 'paused', selling: false },
      reason: 'misleading_listing',
      note: 'Photos are of another item',
      requestId: pause.requestId,
    });
    expect(recorded[0]).toMatchObject({
      before: { status: 'paused' },
      after: { status: 'published' },
      reason: null,
      requestId: restore.requestId,
    });
  });

  it('category create, rename, delete: the name before and after', async () => {
    const create = await act('POST', '/admin/categories', { name: 'Ceramics' });
    expect(create.response.statusCode).toBe(201);
    const id = create.response.json().data._id as string;
    const rename = await act('PUT', `/admin/categories/${id}`, { name: 'Pottery' });
    expect(rename.response.statusCode).toBe(200);
    const remove = await act('DELETE', `/admin/categories/${id}`);
    expect(remove.response.statusCode).toBe(200);
    expect(
      (await entriesFor(id)).map(({ action, before, after, requestId }) => ({
        action,
        before,
        after,
        requestId,
      })),
    ).toEqual([
      {
        action: 'category_delete',
        before: { name: 'Pottery' },
        after: null,
        requestId: remove.requestId,
      },
      {
        action: 'category_rename',
        before: { name: 'Ceramics' },
        after: { name: 'Pottery' },
        requestId: rename.requestId,
      },
      {
        action: 'category_create',
        before: null,
        after: { name: 'Ceramics' },
        requestId: create.requestId,
      },
    ]);
  });
});

describe('the table is append-only', () => {
  it('refuses UPDATE and DELETE itself (triggers), leaving the entries as they were', async () => {
    await act('POST', '/admin/categories', { name: `Guarded ${newId()}` });
    const before = await knex()('admin_audit_log').orderBy('seq').select('*');
    expect(before.length).toBeGreaterThan(0);
    const first = before[0];
    await expect(
      knex()('admin_audit_log').where({ id: first.id }).update({ note: 'rewritten' }),
    ).rejects.toThrow(/append-only/);
    await expect(knex()('admin_audit_log').update({ actor_email: 'someone@else' })).rejects.toThrow(
      /append-only/,
    );
    await expect(knex()('admin_audit_log').where({ id: first.id }).delete()).rejects.toThrow(
      /append-only/,
    );
    await expect(knex()('admin_audit_log').delete()).rejects.toThrow(/append-only/);
    expect(await knex()('admin_audit_log').orderBy('seq').select('*')).toEqual(before);
  });

  it('no API route changes or deletes an entry', async () => {
    const [entry] = (await entries({ limit: 1 })).data;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as const) {
      const response = await context.app.inject({
        method,
        url: `/admin/audit-log/${entry!._id}`,
        headers: context.adminHeaders,
        payload: {},
      });
      expect(response.statusCode).toBe(404);
    }
    expect((await entries({ limit: 1 })).data[0]).toEqual(entry);
  });
});

describe('GET /admin/audit-log', () => {
  const base = Date.UTC(2024, 0, 15, 12);
  const targetId = newId();
  const otherAdmin = newId();

  beforeAll(async () => {
    // Entries written as the service writes them, at chosen times (the table takes inserts).
    const rows = Array.from({ length: 25 }, (_, index) => ({
      id: newId(),
      created_at: base + index * 60 * 60 * 1000,
      actor_id: index % 5 === 0 ? otherAdmin : adminId,
      actor_email: index % 5 === 0 ? 'other@drops.test' : 'root@drops.test',
      action: index % 2 === 0 ? 'product_pause' : 'product_restore',
      target_type: 'product',
      target_id: targetId,
      before_values: null,
      after_values: null,
      reason: null,
      note: `entry ${index}`,
      request_id: null,
    }));
    await knex()('admin_audit_log').insert(rows);
  });

  it('the unfiltered total is the count the insert trigger keeps, exact after every insert', async () => {
    const counted = async () =>
      Number((await knex()('admin_audit_log').count({ count: '*' }).first())?.count);
    const before = await counted();
    expect((await entries({})).pagination.total).toBe(before);
    expect(Number((await knex()('admin_audit_log_total').first('entries'))?.entries)).toBe(before);
    // A batch written in one statement counts each row; the next read says so at once.
    await knex()('admin_audit_log').insert(
      Array.from({ length: 3 }, () => ({
        id: newId(),
        created_at: Date.now(),
        actor_id: adminId,
        actor_email: 'root@drops.test',
        action: 'sign_in',
        target_type: 'admin',
        target_id: adminId,
      })),
    );
    expect(await counted()).toBe(before + 3);
    expect((await entries({})).pagination.total).toBe(before + 3);
  });

  it('newest first, paginated', async () => {
    const first = await entries({ targetId, limit: 10 });
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 25, pages: 3 });
    expect(first.data.map((entry) => entry.note)).toEqual(
      Array.from({ length: 10 }, (_, index) => `entry ${24 - index}`),
    );
    const last = await entries({ targetId, limit: 10, page: 3 });
    expect(last.data.map((entry) => entry.note)).toEqual([
      'entry 4',
      'entry 3',
      'entry 2',
      'entry 1',
      'entry 0',
    ]);
    expect((await entries({ targetId, limit: 10, page: 4 })).data).toEqual([]);
    expect((await entries({ targetId })).pagination.limit).toBe(20);
  });

  it('filters by actor (id or email), action, target type, and dates', async () => {
    const byActor = await entries({ targetId, actor: otherAdmin });
    expect(byActor.data.map((entry) => entry.note)).toEqual([
      'entry 20',
      'entry 15',
      'entry 10',
      'entry 5',
      'entry 0',
    ]);
    expect((await entries({ targetId, actor: 'OTHER@drops.test' })).pagination.total).toBe(5);
    expect((await entries({ targetId, action: 'product_pause' })).pagination.total).toBe(13);
    expect((await entries({ targetId, targetType: 'seller' })).pagination.total).toBe(0);
    expect((await entries({ targetId, targetType: 'product' })).pagination.total).toBe(25);
    expect((await entries({ targetId, action: '', targetType: '' })).pagination.total).toBe(25);

    // Hours 12..36 of 2024-01-15: the 15th holds entries 0-11, the 16th 12-24.
    expect((await entries({ targetId, to: '2024-01-15' })).pagination.total).toBe(12);
    const day = await entries({ targetId, from: '2024-01-16', to: '2024-01-16' });
    expect(day.pagination.total).toBe(13);
    const window = await entries({
      targetId,
      from: '2024-01-15T14:00:00Z',
      to: '2024-01-15T16:00:00.000Z',
    });
    expect(window.data.map((entry) => entry.note)).toEqual(['entry 4', 'entry 3', 'entry 2']);
    expect((await entries({ targetId, from: '2024-01-15T15:30' })).pagination.total).toBe(21);
  });

  it('bad filters answer 400 with the error body', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ from: 'yesterday' }, 'from', auditLogMessages.dateInvalid],
      [{ to: '2024-13-01' }, 'to', auditLogMessages.dateInvalid],
      [{ from: '2025-02-30' }, 'from', auditLogMessages.dateInvalid],
      [{ from: '2024-02-02', to: '2024-02-01' }, 'from', auditLogMessages.rangeInvalid],
      [{ action: 'drop_table' }, 'action', auditLogMessages.actionInvalid],
      [{ targetType: 'order' }, 'targetType', auditLogMessages.targetTypeInvalid],
    ];
    for (const [query, field, message] of cases) {
      for (const url of ['/admin/audit-log', '/admin/audit-log/export.csv']) {
        const response = await context.app.inject({ url, query, headers: context.adminHeaders });
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          error: message,
          errors: { [field]: message },
        });
      }
    }
    const badPage = await context.app.inject({
      url: '/admin/audit-log?limit=101',
      headers: context.adminHeaders,
    });
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json()).toMatchObject({ success: false, errors: { limit: expect.any(String) } });
  });

  it('needs an administrator', async () => {
    for (const headers of [{}, context.sellerHeaders]) {
      for (const url of ['/admin/audit-log', '/admin/audit-log/export.csv']) {
        const response = await context.app.inject({ url, headers });
        expect(response.statusCode).toBe(401);
      }
    }
  });

  it('exports the filtered entries as CSV, newest first', async () => {
    const response = await context.app.inject({
      url: '/admin/audit-log/export.csv',
      query: { targetId, actor: otherAdmin },
      headers: context.adminHeaders,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const records = csvRecords(response.body);
    expect(records.map((record) => record.note)).toEqual([
      'entry 20',
      'entry 15',
      'entry 10',
      'entry 5',
      'entry 0',
    ]);
    expect(records[0]).toMatchObject({
      actorId: otherAdmin,
      actorEmail: 'other@drops.test',
      action: 'product_pause',
      targetType: 'product',
      targetId,
      createdAt: new Date(base + 20 * 60 * 60 * 1000).toISOString(),
    });
  });
});
