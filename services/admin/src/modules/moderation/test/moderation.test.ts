import {
  adminMessages,
  adminServerMessages,
  reviewMessages,
  reviewReasons,
  serverMessages,
} from '@drops/contracts';
import { newId } from '@drops/db';
import { insertProduct, insertSeller } from '../../../../test/fixtures';
import { adminForTests } from '../../../../test/helpers';

/**
 * Issue 16 at the administrator's API: a rejection may carry a reason and note (the seller
 * service records them), and a drop is paused with a reason or restored (the catalog decides).
 * The spec's one-click calls keep their bodies, words and shapes.
 */
const context = adminForTests();
let sellerId: string;

beforeAll(async () => {
  sellerId = await insertSeller(context.database.knex, {
    username: 'moderated',
    accountType: 'sell',
    isApproved: true,
  });
});

const send = (url: string, payload: unknown, headers = context.adminHeaders) =>
  context.app.inject({ method: 'PUT', url, headers, payload: payload as object });

/** What the seller service recorded of the decision (the tests share one database). */
async function recorded(id: string) {
  return context.database
    .knex('sellers')
    .where({ id })
    .first('is_active', 'is_approved', 'review_reason', 'review_note', 'reviewed_at');
}

const productStatus = async (id: string) =>
  (await context.app.inject({ url: `/admin/products/${id}`, headers: context.adminHeaders })).json()
    .data;

describe('PUT /admin/sellers/:id/approve with a reason', () => {
  const approveUrl = (id: string) => `/admin/sellers/${id}/approve`;

  it('a rejection records its reason and note; the answer is the spec’s', async () => {
    const id = await insertSeller(context.database.knex, { username: 'rejectwhy' });
    const response = await send(approveUrl(id), {
      isApproved: false,
      isActive: false,
      reason: 'duplicate_account',
      note: 'Same person as @other',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: adminMessages.sellerRejected,
      data: { _id: id, isApproved: false, isActive: false },
    });
    expect(await recorded(id)).toMatchObject({
      review_reason: 'duplicate_account',
      review_note: 'Same person as @other',
    });
  });

  it('refuses an unknown reason, a long note, a reason with an approval: 400, nothing changed', async () => {
    const id = await insertSeller(context.database.knex, {
      username: 'stillpending',
      accountType: 'sell',
    });
    const before = await recorded(id);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ reason: 'rude' }, 'reason', reviewMessages.reasonInvalid],
      [{ reason: 'other', note: 'n'.repeat(501) }, 'note', reviewMessages.noteTooLong],
      [{ reason: 42 }, 'reason', reviewMessages.reasonInvalid],
      // A drop's reason (issue 31): each decision takes its own list.
      [{ reason: 'misleading_listing' }, 'reason', reviewMessages.reasonInvalid],
    ];
    for (const [extra, field, message] of cases) {
      const response = await send(approveUrl(id), { isApproved: false, isActive: false, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: message,
        errors: { [field]: message },
      });
    }
    const approving = await send(approveUrl(id), {
      isApproved: true,
      isActive: true,
      reason: 'other',
    });
    expect(approving.statusCode).toBe(400);
    expect(approving.json()).toMatchObject({
      errors: { reason: reviewMessages.reasonOnlyOnRejection },
    });
    expect(await recorded(id)).toEqual(before);
  });
});

describe('PUT /admin/products/:id/status', () => {
  const statusUrl = (id: string) => `/admin/products/${id}/status`;

  it('pauses a published drop with a reason, then restores it', async () => {
    const id = await insertProduct(context.database.knex, sellerId, {
      name: 'Live drop',
      status: 'published',
      selling: true,
    });
    const paused = await send(statusUrl(id), {
      status: 'paused',
      reason: 'rights_complaint',
      note: 'Replica goods',
    });
    expect(paused.statusCode).toBe(200);
    expect(paused.json()).toMatchObject({
      success: true,
      message: reviewMessages.dropPausedMessage,
      data: {
        _id: id,
        status: 'paused',
        selling: false,
        seller: { _id: sellerId, username: 'moderated' },
        moderation: {
          status: 'paused',
          reason: 'rights_complaint',
          reasonText: reviewReasons.rights_complaint,
          note: 'Replica goods',
          decidedAt: expect.any(String),
        },
      },
    });
    expect(await productStatus(id)).toMatchObject({ status: 'paused' });

    const restored = await send(statusUrl(id), { status: 'published' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      message: reviewMessages.dropRestoredMessage,
      data: { _id: id, status: 'published' },
    });
    expect(restored.json().data.moderation).toBeUndefined();
  });

  it('refuses what the state does not allow (409) and bad bodies (400), nothing changed', async () => {
    const draft = await insertProduct(context.database.knex, sellerId, { name: 'A draft' });
    const live = await insertProduct(context.database.knex, sellerId, {
      name: 'Live',
      status: 'published',
    });
    const conflicts: [string, Record<string, unknown>, string][] = [
      [draft, { status: 'paused', reason: 'other' }, reviewMessages.pauseOnlyPublished],
      [draft, { status: 'published' }, reviewMessages.restoreOnlyPaused],
      [live, { status: 'published' }, reviewMessages.restoreOnlyPaused],
    ];
    for (const [id, body, message] of conflicts) {
      const response = await send(statusUrl(id), body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        success: false,
        error: message,
        code: 'CONFLICT',
        errors: { status: message },
        requestId: expect.any(String),
      });
    }
    const invalid: [Record<string, unknown>, string, string][] = [
      [{ status: 'paused' }, 'reason', reviewMessages.reasonRequired],
      [{ status: 'paused', reason: 'nope' }, 'reason', reviewMessages.reasonInvalid],
      // A seller review's reason does not fit a drop (issue 31); a restore takes no reason.
      [{ status: 'paused', reason: 'duplicate_account' }, 'reason', reviewMessages.reasonInvalid],
      [{ status: 'published', reason: 'other' }, 'reason', reviewMessages.reasonOnlyOnPause],
      [
        { status: 'paused', reason: 'other', note: 'x'.repeat(501) },
        'note',
        reviewMessages.noteTooLong,
      ],
      [{ status: 'draft', reason: 'other' }, 'status', serverMessages.invalidValue],
      [{ reason: 'other' }, 'status', serverMessages.invalidValue],
    ];
    for (const [body, field, message] of invalid) {
      const response = await send(statusUrl(live), body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, errors: { [field]: message } });
    }
    expect(await productStatus(draft)).toMatchObject({ status: 'draft' });
    expect(await productStatus(live)).toMatchObject({ status: 'published' });
  });

  it('answers 404 for an unknown drop and 401 without an administrator', async () => {
    const missing = await send(statusUrl(newId()), { status: 'paused', reason: 'other' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: adminServerMessages.productNotFound });
    const live = await insertProduct(context.database.knex, sellerId, {
      name: 'Untouched',
      status: 'published',
    });
    const asSeller = await send(
      statusUrl(live),
      { status: 'paused', reason: 'other' },
      context.sellerHeaders,
    );
    expect(asSeller.statusCode).toBe(401);
    expect(await productStatus(live)).toMatchObject({ status: 'published' });
  });
});
