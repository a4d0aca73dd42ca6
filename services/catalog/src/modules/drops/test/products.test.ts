import {
  productMessages,
  serverMessages,
  validationMessages,
  type Product,
} from '@drops/contracts';
import {
  bearer,
  catalogForTests,
  daysFromNow,
  flexDrop,
  insertSeller,
  postDrop,
  sellDrop,
} from '../../../../test/fixtures';

const catalog = catalogForTests();
let sellId: string;
let flexId: string;

beforeAll(async () => {
  sellId = await insertSeller(catalog.database.knex, { accountType: 'sell' });
  flexId = await insertSeller(catalog.database.knex, { accountType: 'flex' });
});

async function create(sellerId: string, payload: Record<string, unknown>) {
  return postDrop(catalog.app, sellerId, payload);
}

async function createOk(sellerId: string, payload: Record<string, unknown>): Promise<Product> {
  const response = await create(sellerId, payload);
  expect(response.statusCode).toBe(201);
  return response.json().data;
}

describe('POST /seller/products', () => {
  it('publishes a sell drop: 201, "YOU DROP IS LIVE.", selling, full product shape', async () => {
    const response = await create(
      sellId,
      sellDrop({
        sellerId: sellId,
        tags: ['  limited ', 'outerwear'],
        curatedValueTag: ['Design & Quality'],
        variationsTitle: 'Size',
        variationsObjects: [{ name: 'Size', data: 'S: 10, M: 5' }],
        expiryDate: daysFromNow(30),
        allowEarlyAccess: true,
        earlyUnits: 5,
        timeWindow: '48H',
        price: 19.99,
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: productMessages.live });
    expect(body.data).toMatchObject({
      name: 'Storm Shell Jacket',
      status: 'Published',
      selling: true,
      badge: false,
      sellerId: sellId,
      price: 19.99,
      rrp: 150,
      quantity: 50,
      tags: ['limited', 'outerwear'],
      curatedValueTag: ['Design & Quality'],
      variationsObjects: [{ name: 'Size', data: 'S: 10, M: 5' }],
      allowEarlyAccess: true,
      earlyUnits: 5,
      timeWindow: '48H',
      mainImageUrl: 'products/jacket.png',
      // Issue 18: the 320 px WebP thumbnail's key (answered with the original until it is made).
      galleryImageThumbNails: ['products/jacket.png.w320.webp'],
      collectionId: null,
    });
    expect(body.data._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(body.data.launchDate)).not.toBeNaN();
    expect(Date.parse(body.data.createdAt)).not.toBeNaN();
  });

  it('saves a draft with only a title: "YOU SAVED YOUR DRAFT.", not selling', async () => {
    const response = await create(sellId, { name: 'Just a title', status: 'draft' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      success: true,
      message: productMessages.draftSaved,
      data: { name: 'Just a title', status: 'Draft', selling: false, price: null },
    });
  });

  it('treats a body without status as a draft', async () => {
    const product = await createOk(sellId, { name: 'No status given' });
    expect(product.status).toBe('Draft');
  });

  it('accepts status in any letter case', async () => {
    expect((await createOk(sellId, sellDrop({ status: 'PUBLISHED' }))).status).toBe('Published');
    expect((await createOk(sellId, { name: 'x', status: 'DrAfT' })).status).toBe('Draft');
  });

  it('requires the title for a draft', async () => {
    for (const payload of [{ status: 'Draft' }, { name: '   ', status: 'Draft' }]) {
      const response = await create(sellId, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: validationMessages.dropTitleRequired,
        errors: { name: validationMessages.dropTitleRequired },
      });
    }
  });

  it('applies the sell publish rules, each message verbatim', async () => {
    const response = await create(sellId, { status: 'Published' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      error: validationMessages.dropTitleRequired,
      code: 'VALIDATION_ERROR',
      errors: {
        name: validationMessages.dropTitleRequired,
        description: validationMessages.descriptionRequired,
        category: validationMessages.categoryRequired,
        launchDate: validationMessages.launchDateRequired,
        purchaseUrl: validationMessages.purchaseUrlRequired,
        visuals: validationMessages.visualRequired,
      },
      requestId: expect.any(String),
    });
    for (const [field, message] of [
      ['name', validationMessages.dropTitleRequired],
      ['description', validationMessages.descriptionRequired],
      ['category', validationMessages.categoryRequired],
      ['launchDate', validationMessages.launchDateRequired],
      ['purchaseUrl', validationMessages.purchaseUrlRequired],
    ] as const) {
      const missing = await create(
        sellId,
        sellDrop({ [field]: field === 'launchDate' ? null : '' }),
      );
      expect(missing.statusCode).toBe(400);
      expect(missing.json()).toMatchObject({ error: message, errors: { [field]: message } });
    }
    const noVisual = await create(sellId, sellDrop({ visuals: [], mainImage: '' }));
    expect(noVisual.json().errors).toEqual({ visuals: validationMessages.visualRequired });
  });

  it('counts a main image as a visual', async () => {
    const product = await createOk(
      sellId,
      sellDrop({ visuals: [], mainImage: 'https://cdn.example.com/a.png' }),
    );
    expect(product.mainImageUrl).toBe('https://cdn.example.com/a.png');
  });

  it('applies the flex publish rules: no launch date or purchase URL, series name if series', async () => {
    const empty = await create(flexId, { status: 'Published' });
    expect(empty.json().errors).toEqual({
      name: validationMessages.dropTitleRequired,
      description: validationMessages.descriptionRequired,
      category: validationMessages.categoryRequired,
      visuals: validationMessages.visualRequired,
    });
    const series = await create(flexId, flexDrop({ isSeries: true }));
    expect(series.statusCode).toBe(400);
    expect(series.json()).toMatchObject({
      error: validationMessages.seriesNameRequired,
      errors: { seriesName: validationMessages.seriesNameRequired },
    });
    const named = await createOk(flexId, flexDrop({ isSeries: true, seriesName: 'Notebooks' }));
    expect(named).toMatchObject({ isSeries: true, seriesName: 'Notebooks', status: 'Published' });
  });

  it('never marks a flex drop selling, whatever the body says', async () => {
    const product = await createOk(flexId, flexDrop({ selling: true }));
    expect(product.selling).toBe(false);
    expect(product.status).toBe('Published');
  });

  it('ignores a badge sent by a seller', async () => {
    const product = await createOk(sellId, sellDrop({ badge: true }));
    expect(product.badge).toBe(false);
  });

  it('refuses a description over 240 characters, even for a draft', async () => {
    const ok = await create(sellId, { name: 'x', description: 'd'.repeat(240) });
    expect(ok.statusCode).toBe(201);
    const response = await create(sellId, { name: 'x', description: 'd'.repeat(241) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: serverMessages.descriptionTooLong,
      errors: { description: serverMessages.descriptionTooLong },
    });
  });

  it('checks numbers: price and rrp >= 0, quantity a whole number >= 0', async () => {
    for (const [field, value] of [
      ['price', -1],
      ['rrp', -0.01],
      ['quantity', -1],
      ['quantity', 1.5],
      ['price', '12'],
      ['quantity', '3'],
    ] as const) {
      const response = await create(sellId, { name: 'x', [field]: value });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().errors)).toEqual([field]);
    }
    const zero = await createOk(sellId, { name: 'x', price: 0, rrp: 0, quantity: 0 });
    expect(zero).toMatchObject({ price: 0, rrp: 0, quantity: 0 });
  });

  it('refuses an expiry date not after the launch date', async () => {
    const launch = daysFromNow(3);
    for (const expiryDate of [launch, daysFromNow(1)]) {
      const response = await create(sellId, sellDrop({ launchDate: launch, expiryDate }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.expiryBeforeLaunch,
        errors: { expiryDate: serverMessages.expiryBeforeLaunch },
      });
    }
  });

  it('reads dates from date-only and zoneless values as UTC, and refuses impossible dates', async () => {
    const product = await createOk(sellId, {
      name: 'dates',
      launchDate: '2031-06-01',
      expiryDate: '2031-06-02T10:30',
    });
    expect(product.launchDate).toBe('2031-06-01T00:00:00.000Z');
    expect(product.expiryDate).toBe('2031-06-02T10:30:00.000Z');
    for (const launchDate of ['2031-02-30', 'tomorrow', '2031-13-01']) {
      const response = await create(sellId, { name: 'dates', launchDate });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ launchDate: serverMessages.invalidValue });
    }
  });

  it('trims custom tags and refuses empty or repeated ones', async () => {
    for (const tags of [['a', '  '], ['Vintage', ' vintage '], ['']]) {
      const response = await create(sellId, { name: 'x', tags });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.tagsInvalid,
        errors: { tags: serverMessages.tagsInvalid },
      });
    }
    expect((await createOk(sellId, { name: 'x', tags: [' a ', 'b'] })).tags).toEqual(['a', 'b']);
  });

  it('allows at most 5 visuals, and a video only first', async () => {
    const image = { type: 'image', url: 'products/i.png' };
    const video = { type: 'video', url: 'products/v.mp4' };
    const six = await create(sellId, { name: 'x', visuals: Array(6).fill(image) });
    expect(six.statusCode).toBe(400);
    expect(Object.keys(six.json().errors)).toEqual(['visuals']);
    const late = await create(sellId, { name: 'x', visuals: [image, video] });
    expect(late.json().errors).toEqual({ visuals: serverMessages.invalidValue });
    const first = await createOk(sellId, {
      name: 'x',
      visuals: [video, image, image, image, image],
    });
    expect(first.mainImageUrl).toBe('products/v.mp4');
    expect(first.galleryImageThumbNails).toEqual(Array(4).fill('products/i.png.w320.webp'));
    expect(first.visuals[1]).toEqual({
      type: 'image',
      url: 'products/i.png',
      thumbnail: 'products/i.png.w320.webp',
    });
    expect(first.visuals[0]).not.toHaveProperty('thumbnail', expect.stringContaining('.w320.'));
  });

  it('accepts only stored product keys or http(s) links as media', async () => {
    for (const url of [
      'seller-profiles/x.png',
      'products/../seller-profiles/x.png',
      'javascript:alert(1)',
      // A direct upload not yet completed (its staging key): never usable by a drop.
      'incoming/seller/0123456789abcdef01234567',
    ]) {
      const response = await create(sellId, { name: 'x', visuals: [{ type: 'image', url }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'visuals.0.url': serverMessages.imageKeyInvalid });
    }
    const main = await create(sellId, { name: 'x', mainImage: 'file:///etc/passwd' });
    expect(main.json().errors).toEqual({ mainImage: serverMessages.imageKeyInvalid });
  });

  it('keeps a video visual’s poster, duration and size', async () => {
    const video = {
      type: 'video' as const,
      url: 'products/s/clip.mp4',
      thumbnail: 'products/s/poster.jpg',
      duration: 12.5,
      size: 48_000_000,
    };
    const created = await createOk(sellId, { name: 'x', visuals: [video] });
    expect(created.visuals).toEqual([video]);
  });

  it('checks variations as comma-separated "option: quantity"', async () => {
    for (const data of ['S, M', 'S: ten', 'S: 1,', ': 4']) {
      const response = await create(sellId, {
        name: 'x',
        variationsObjects: [{ name: 'Size', data }],
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        error: serverMessages.variationsInvalid,
        errors: { variationsObjects: serverMessages.variationsInvalid },
      });
    }
    const product = await createOk(sellId, {
      name: 'x',
      variationsObjects: [{ name: ' Colour ', data: 'Red: 3,Blue:0' }],
    });
    expect(product.variationsObjects).toEqual([{ name: 'Colour', data: 'Red: 3,Blue:0' }]);
  });

  it('allows only the 24H/48H/72H windows, and units only with early access', async () => {
    const window = await create(sellId, { name: 'x', allowEarlyAccess: true, timeWindow: '12H' });
    expect(window.json().errors).toEqual({ timeWindow: serverMessages.invalidValue });
    const units = await create(sellId, { name: 'x', allowEarlyAccess: false, earlyUnits: 5 });
    expect(units.json().errors).toEqual({ earlyUnits: serverMessages.invalidValue });
    const off = await createOk(sellId, { name: 'x', timeWindow: '72H' });
    expect(off).toMatchObject({ allowEarlyAccess: false, earlyUnits: null, timeWindow: null });
  });

  it('checks the purchase URL is a link', async () => {
    const response = await create(sellId, sellDrop({ purchaseUrl: 'not a url' }));
    expect(response.json().errors).toEqual({ purchaseUrl: validationMessages.urlInvalid });
  });

  it('accepts the echo of a response (collection object, derived fields)', async () => {
    const collection = await catalog.app.inject({
      method: 'POST',
      url: '/collections',
      headers: bearer(catalog.app, sellId),
      payload: { collectionName: 'Winter' },
    });
    const collectionId = collection.json().data._id;
    const product = await createOk(sellId, sellDrop({ collectionId, isSeries: true }));
    expect(product.collectionId).toEqual({ _id: collectionId, collectionName: 'Winter' });
    const {
      _id: _ignoredId,
      createdAt: _c,
      updatedAt: _u,
      status: _s,
      ...echo
    } = product as unknown as Record<string, unknown>;
    const again = await create(sellId, { ...echo, status: 'Published' });
    expect(again.statusCode).toBe(201);
    expect(again.json().data.collectionId).toEqual({ _id: collectionId, collectionName: 'Winter' });
  });

  it("refuses another seller's collection, or one that does not exist", async () => {
    const otherCollection = await catalog.app.inject({
      method: 'POST',
      url: '/collections',
      headers: bearer(catalog.app, flexId),
      payload: { collectionName: 'Not yours' },
    });
    for (const collectionId of [otherCollection.json().data._id, 'a'.repeat(24)]) {
      const response = await create(sellId, { name: 'x', collectionId });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ collectionId: serverMessages.invalidValue });
    }
  });

  it('refuses unknown fields', async () => {
    const response = await create(sellId, { name: 'x', ownerId: 'a'.repeat(24), isAdmin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      ownerId: serverMessages.unknownField,
      isAdmin: serverMessages.unknownField,
    });
  });

  it('ignores the _id, createdAt and updatedAt a client echoes back', async () => {
    const echoed = { _id: 'a'.repeat(24), createdAt: '2001-01-01T00:00:00.000Z', updatedAt: 'x' };
    const created = await createOk(sellId, { name: 'Echo', ...echoed });
    expect(created._id).not.toBe(echoed._id);
    expect(created.createdAt).not.toBe(echoed.createdAt);
  });
});

describe('GET, PUT and DELETE /seller/products/:id', () => {
  it('reads a drop with or without ?sellerId', async () => {
    const created = await createOk(sellId, sellDrop());
    for (const url of [
      `/seller/products/${created._id}`,
      `/seller/products/${created._id}?sellerId=${sellId}`,
    ]) {
      const response = await catalog.app.inject({ url, headers: bearer(catalog.app, sellId) });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, data: created });
    }
  });

  it('answers 404 for a drop that does not exist', async () => {
    const response = await catalog.app.inject({
      url: `/seller/products/${'f'.repeat(24)}`,
      headers: bearer(catalog.app, sellId),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'PRODUCT_NOT_FOUND' });
  });

  it('saves changes: "CHANGES HAVE BEEN SAVED!", partial for a draft', async () => {
    const draft = await createOk(sellId, { name: 'Draft one', status: 'Draft' });
    const response = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${draft._id}`,
      headers: bearer(catalog.app, sellId),
      payload: { description: 'Now with words', sellerId: sellId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: productMessages.changesSaved,
      data: { name: 'Draft one', description: 'Now with words', status: 'Draft' },
    });
  });

  it('re-validates the merged drop when publishing through PUT', async () => {
    const draft = await createOk(sellId, { name: 'Half done' });
    const publish = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${draft._id}`,
      headers: bearer(catalog.app, sellId),
      payload: { status: 'Published', description: 'Words' },
    });
    expect(publish.statusCode).toBe(400);
    expect(publish.json().errors).toEqual({
      category: validationMessages.categoryRequired,
      launchDate: validationMessages.launchDateRequired,
      purchaseUrl: validationMessages.purchaseUrlRequired,
      visuals: validationMessages.visualRequired,
    });
    const { name: _name, ...rest } = sellDrop();
    const done = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${draft._id}`,
      headers: bearer(catalog.app, sellId),
      payload: rest,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({
      name: 'Half done',
      status: 'Published',
      selling: true,
    });
  });

  it('keeps a published drop valid: clearing a required field is refused', async () => {
    const live = await createOk(sellId, sellDrop());
    const response = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${live._id}`,
      headers: bearer(catalog.app, sellId),
      payload: { description: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(validationMessages.descriptionRequired);
  });

  it('keeps the stored badge when a seller sends one', async () => {
    const live = await createOk(sellId, sellDrop());
    await catalog.database.knex('products').where({ id: live._id }).update({ badge: true });
    const response = await catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${live._id}`,
      headers: bearer(catalog.app, sellId),
      payload: { badge: false, name: 'Renamed' },
    });
    expect(response.json().data).toMatchObject({ badge: true, name: 'Renamed' });
  });

  it('deletes a drop: "DROP DELETED.", then 404', async () => {
    const drop = await createOk(sellId, { name: 'Short lived' });
    const url = `/seller/products/${drop._id}?sellerId=${sellId}`;
    const response = await catalog.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(catalog.app, sellId),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: productMessages.deleted });
    const again = await catalog.app.inject({
      method: 'DELETE',
      url,
      headers: bearer(catalog.app, sellId),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('PUT /seller/products/:id/status', () => {
  const setStatus = (sellerId: string, id: string, payload: Record<string, unknown>) =>
    catalog.app.inject({
      method: 'PUT',
      url: `/seller/products/${id}/status`,
      headers: bearer(catalog.app, sellerId),
      payload,
    });

  it('stops selling: to Draft, selling false, "SELL DROP HAVE BEEN STOPPED."', async () => {
    const live = await createOk(sellId, sellDrop());
    expect(live.selling).toBe(true);
    const response = await setStatus(sellId, live._id, { sellerId: sellId, status: 'Draft' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: productMessages.sellStopped,
      data: { status: 'Draft', selling: false },
    });
  });

  it('publishes again, checked like a Submit', async () => {
    const draft = await createOk(sellId, { name: 'Not ready' });
    const refused = await setStatus(sellId, draft._id, { status: 'published' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(validationMessages.descriptionRequired);
    const ready = await createOk(sellId, sellDrop({ status: 'Draft' }));
    const response = await setStatus(sellId, ready._id, { status: 'Published' });
    expect(response.json()).toMatchObject({
      message: productMessages.live,
      data: { status: 'Published', selling: true },
    });
    const flex = await createOk(flexId, flexDrop({ status: 'Draft' }));
    const flexLive = await setStatus(flexId, flex._id, { status: 'Published' });
    expect(flexLive.json().data).toMatchObject({ status: 'Published', selling: false });
  });

  it('reads a published drop with a future launch as Upcoming', async () => {
    const future = await createOk(sellId, sellDrop({ launchDate: daysFromNow(5) }));
    expect(future.status).toBe('Upcoming');
  });

  it('refuses other statuses and a missing status', async () => {
    const drop = await createOk(sellId, { name: 'x' });
    for (const payload of [{ status: 'paused' }, { status: 'Upcoming' }, {}, { status: 1 }]) {
      const response = await setStatus(sellId, drop._id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ status: serverMessages.invalidValue });
    }
  });
});
