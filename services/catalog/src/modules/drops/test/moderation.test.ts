import { reviewMessages, reviewReasons, type Product } from '@drops/contracts';
import { newId } from '@drops/db';
import {
  bearer,
  catalogForTests,
  insertSeller,
  postDrop,
  sellDrop,
} from '../../../../test/fixtures';

/**
 * Issue 16 in the catalog: an administrator (through the admin service's internal call) pauses a
 * published drop with a reason or restores a paused one. The seller reads a paused drop as Draft
 * with why, may edit it, and cannot publish it until it is restored; each change is an event.
 */
const catalog = catalogForTests();
let sellerId: string;

beforeAll(async () => {
  sellerId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
});

/** The admin service's calls carry a service token. */
const serviceHeaders = () => ({
  authorization: `Bearer ${catalog.app.signToken('service', 'admin')}`,
});

const moderate = (id: string, payload: Record<string, unknown>) =>
  catalog.app.inject({
    method: 'PUT',
    url: `/internal/products/${id}/moderation`,
    headers: serviceHeaders(),
    payload,
  });

const adminView = async (id: string) =>
  (
    await catalog.app.inject({
      method: 'GET',
      url: `/internal/products/${id}`,
      headers: serviceHeaders(),
    })
  ).json().data;

const sellerView = async (id: string): Promise<Product> =>
  (
    await catalog.app.inject({
      method: 'GET',
      url: `/seller/products/${id}`,
      headers: bearer(catalog.app, sellerId),
    })
  ).json().data;

async function publishedDrop(): Promise<string> {
  const response = await postDrop(catalog.app, sellerId, sellDrop({ sellerId }));
  expect(response.statusCode).toBe(201);
  return response.json().data._id;
}

async function eventsOf(id: string): Promise<{ type: string; payload: unknown }[]> {
  const rows = (await catalog.database
    .knex('catalog_outbox')
    .where({ entity_id: id })
    .orderBy('seq')) as { type: string; payload: string }[];
  return rows.map((row) => ({ type: row.type, payload: JSON.parse(row.payload) }));
}

describe('pause and restore', () => {
  it('pauses a published drop with a reason: Draft to its seller, with why, not selling', async () => {
    const id = await publishedDrop();
    const response = await moderate(id, {
      status: 'paused',
      reason: 'misleading_listing',
      note: 'The photos show another item.',
    });
    expect(response.statusCode).toBe(200);
    const moderation = {
      status: 'paused',
      reason: 'misleading_listing',
      reasonText: reviewReasons.misleading_listing,
      note: 'The photos show another item.',
      decidedAt: expect.any(String),
    };
    expect(response.json().data).toMatchObject({ _id: id, status: 'paused', moderation });
    expect(await adminView(id)).toMatchObject({ status: 'paused', selling: false, moderation });

    expect(await sellerView(id)).toMatchObject({ status: 'Draft', selling: false, moderation });
    const list = await catalog.app.inject({
      method: 'GET',
      url: '/seller/products?status=Draft',
      headers: bearer(catalog.app, sellerId),
    });
    const listed = (list.json().data as Product[]).find((drop) => drop._id === id);
    expect(listed).toMatchObject({ status: 'Draft', moderation });

    const events = await eventsOf(id);
    expect(events.at(-1)).toEqual({
      type: 'drop.paused',
      payload: {
        drop: expect.objectContaining({ id, sellerId, status: 'paused' }),
        review: { reason: 'misleading_listing', note: 'The photos show another item.' },
      },
    });
  });

  it('the seller cannot publish a paused drop, may edit it, and it stays paused', async () => {
    const id = await publishedDrop();
    await moderate(id, { status: 'paused', reason: 'prohibited_item' });
    const headers = bearer(catalog.app, sellerId);

    for (const request of [
      {
        method: 'PUT' as const,
        url: `/seller/products/${id}/status`,
        payload: { status: 'Published' },
      },
      { method: 'PUT' as const, url: `/seller/products/${id}`, payload: { status: 'Published' } },
      { method: 'PUT' as const, url: `/seller/products/${id}`, payload: sellDrop({ sellerId }) },
    ]) {
      const refused = await catalog.app.inject({ ...request, headers });
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        success: false,
        error: reviewMessages.dropPaused,
        code: 'DROP_PAUSED',
        errors: { status: reviewMessages.dropPaused },
        requestId: expect.any(String),
      });
    }
    expect(await adminView(id)).toMatchObject({ status: 'paused' });

    const edited = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${id}`,
      headers,
      payload: { name: 'Fixed listing', status: 'Draft' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Fixed listing', status: 'Draft' });
    expect(await adminView(id)).toMatchObject({ name: 'Fixed listing', status: 'paused' });
  });

  it('restores a paused drop: published and selling again, the reason gone from its views', async () => {
    const id = await publishedDrop();
    await moderate(id, { status: 'paused', reason: 'other', note: 'Checking the maker' });
    const restored = await moderate(id, { status: 'published', note: 'Checked' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data).toMatchObject({ status: 'published', selling: true });
    expect(restored.json().data.moderation).toBeUndefined();
    const seen = await sellerView(id);
    expect(seen).toMatchObject({ status: 'Published', selling: true });
    expect(seen.moderation).toBeUndefined();
    expect((await eventsOf(id)).at(-1)).toEqual({
      type: 'drop.restored',
      payload: { drop: expect.objectContaining({ id }), review: { reason: null, note: 'Checked' } },
    });

    const republish = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${id}/status`,
      headers: bearer(catalog.app, sellerId),
      payload: { status: 'Draft' },
    });
    expect(republish.json().data).toMatchObject({ status: 'Draft' });
    expect(await adminView(id)).toMatchObject({ status: 'draft' });
  });

  it('refuses pausing a draft and restoring what is not paused (409), changing nothing', async () => {
    const draft = await postDrop(catalog.app, sellerId, { name: 'Only a draft', status: 'Draft' });
    const draftId = draft.json().data._id as string;
    const published = await publishedDrop();
    const cases = [
      {
        id: draftId,
        body: { status: 'paused', reason: 'other' },
        error: reviewMessages.pauseOnlyPublished,
      },
      { id: draftId, body: { status: 'published' }, error: reviewMessages.restoreOnlyPaused },
      { id: published, body: { status: 'published' }, error: reviewMessages.restoreOnlyPaused },
    ];
    for (const { id, body, error } of cases) {
      const before = await adminView(id);
      const eventsBefore = (await eventsOf(id)).length;
      const response = await moderate(id, body);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, error, errors: { status: error } });
      expect(await adminView(id)).toEqual(before);
      expect((await eventsOf(id)).length).toBe(eventsBefore);
    }
  });

  it('refuses a pause without a reason, an unknown reason, a long note, a bad status (400)', async () => {
    const id = await publishedDrop();
    for (const body of [
      { status: 'paused' },
      { status: 'paused', reason: 'ugly' },
      { status: 'paused', reason: 'other', note: 'n'.repeat(501) },
      { status: 'draft', reason: 'other' },
      { status: 'paused', reason: 'other', extra: true },
    ]) {
      const response = await moderate(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error: expect.any(String) });
    }
    expect(await adminView(id)).toMatchObject({ status: 'published' });
    expect((await moderate(newId(), { status: 'paused', reason: 'other' })).statusCode).toBe(404);
  });

  it('is open to a service token only', async () => {
    const id = await publishedDrop();
    const response = await catalog.app.inject({
      method: 'PUT',
      url: `/internal/products/${id}/moderation`,
      headers: bearer(catalog.app, sellerId),
      payload: { status: 'paused', reason: 'other' },
    });
    expect(response.statusCode).toBe(401);
    expect(await adminView(id)).toMatchObject({ status: 'published' });
  });
});

describe('badge events', () => {
  it('tells of a badge granted or removed once per change', async () => {
    const id = await publishedDrop();
    const badge = (value: boolean) =>
      catalog.app.inject({
        method: 'PUT',
        url: `/internal/products/${id}/badge`,
        headers: serviceHeaders(),
        payload: { badge: value },
      });
    expect((await badge(true)).json().data.badge).toBe(true);
    expect((await badge(true)).json().data.badge).toBe(true);
    expect((await badge(false)).json().data.badge).toBe(false);
    const types = (await eventsOf(id)).map((event) => event.type);
    expect(types.filter((type) => type.includes('badged'))).toEqual([
      'drop.badged',
      'drop.unbadged',
    ]);
  });
});
