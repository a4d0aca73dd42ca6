import { serverMessages, validationMessages } from '@drops/contracts';
import { checklistItems, priceQuantityDone } from '../src/features/drop-form/checklist';
import { checkVisualFile } from '../src/features/drop-form/file-checks';
import {
  emptyDropValues,
  presetTags,
  productBodyOf,
  type DropFormValues,
} from '../src/features/drop-form/form-values';
import { addTag } from '../src/features/drop-form/tags';
import {
  firstErrorField,
  validateDraft,
  validatePublish,
} from '../src/features/drop-form/validation';
import { parseVariationData, tagsAreValid } from '@drops/contracts';
import { editorMessages } from '../src/messages';

const values = (changes: Partial<DropFormValues> = {}): DropFormValues => ({
  ...emptyDropValues(),
  ...changes,
});

const completeSell = values({
  name: 'Night Runner',
  description: 'Reflective trainers.',
  category: 'tech',
  visuals: [{ type: 'image', url: 'products/a/b.png' }],
  launchDate: '2026-12-01',
  purchaseUrl: 'https://glow.example/run',
});

describe('publish validation (spec section 5)', () => {
  it('a sell account needs title, description, category, launch date, purchase URL and a visual', () => {
    expect(validatePublish(values(), 'sell')).toEqual({
      name: validationMessages.dropTitleRequired,
      description: validationMessages.descriptionRequired,
      category: validationMessages.categoryRequired,
      launchDate: validationMessages.launchDateRequired,
      purchaseUrl: validationMessages.purchaseUrlRequired,
      visuals: validationMessages.visualRequired,
    });
    expect(validatePublish(completeSell, 'sell')).toEqual({});
  });

  it('a flex account needs no launch date or link, but a chosen series when it is one', () => {
    const flex = values({
      name: 'Jacket',
      description: 'Archive piece.',
      category: 'fashion',
      visuals: [{ type: 'image', url: 'products/a/b.png' }],
    });
    expect(validatePublish(flex, 'flex')).toEqual({});
    expect(validatePublish({ ...flex, isSeries: true }, 'flex')).toEqual({
      seriesName: validationMessages.seriesNameRequired,
    });
    expect(
      validatePublish({ ...flex, isSeries: true, collectionId: 'c'.repeat(24) }, 'flex'),
    ).toEqual({});
    // A series named without a collection chosen passes here as it does on the server (the rule
    // is the one in @drops/contracts; the editor used to ask for a collection only).
    expect(validatePublish({ ...flex, isSeries: true, seriesName: 'Archive' }, 'flex')).toEqual({});
  });

  it('blank text counts as missing', () => {
    const errors = validatePublish({ ...completeSell, name: '   ', purchaseUrl: ' ' }, 'sell');
    expect(errors.name).toBe(validationMessages.dropTitleRequired);
    expect(errors.purchaseUrl).toBe(validationMessages.purchaseUrlRequired);
  });

  it('checks the shapes: description length, money, quantity, dates, link, early units', () => {
    const errors = validatePublish(
      {
        ...completeSell,
        description: 'x'.repeat(241),
        price: 'abc',
        rrp: '-1',
        quantity: '2.5',
        expiryDate: '2026-11-30',
        purchaseUrl: 'ftp://nope',
        earlyAccess: 'units',
        earlyUnits: '0',
      },
      'sell',
    );
    expect(errors).toEqual({
      description: serverMessages.descriptionTooLong,
      price: editorMessages.priceInvalid,
      rrp: editorMessages.rrpInvalid,
      quantity: editorMessages.quantityInvalid,
      expiryDate: serverMessages.expiryBeforeLaunch,
      purchaseUrl: validationMessages.urlInvalid,
      earlyUnits: editorMessages.earlyUnitsInvalid,
    });
    expect(validatePublish({ ...completeSell, earlyAccess: 'units' }, 'sell').earlyUnits).toBe(
      editorMessages.earlyUnitsRequired,
    );
    expect(validatePublish({ ...completeSell, launchDate: '2026-02-30' }, 'sell').launchDate).toBe(
      editorMessages.dateInvalid,
    );
  });

  it('variations must read "option: quantity" and be named', () => {
    expect(
      validatePublish({ ...completeSell, variations: [{ name: 'Size', data: 'S 10' }] }, 'sell')
        .variations,
    ).toBe(serverMessages.variationsInvalid);
    expect(
      validatePublish({ ...completeSell, variations: [{ name: '', data: 'S: 1' }] }, 'sell')
        .variations,
    ).toBe(editorMessages.variationNameRequired);
    expect(
      validatePublish(
        { ...completeSell, variations: [{ name: 'Size', data: 'S: 1, M: 2' }] },
        'sell',
      ),
    ).toEqual({});
  });

  it('the focus goes to the first error in the order the form shows the fields', () => {
    const errors = validatePublish(values({ name: 'Only a title' }), 'sell');
    expect(firstErrorField(errors, 'sell')).toBe('description');
    expect(firstErrorField({ visuals: 'x', purchaseUrl: 'y' }, 'sell')).toBe('visuals');
    expect(firstErrorField({}, 'flex')).toBeNull();
  });
});

describe('draft validation', () => {
  it('needs only the title', () => {
    expect(validateDraft(values(), 'sell')).toEqual({ name: validationMessages.dropTitleRequired });
    expect(validateDraft(values({ name: 'Idea' }), 'sell')).toEqual({});
    expect(validateDraft(values({ name: 'Idea' }), 'flex')).toEqual({});
  });

  it('still refuses values that are malformed', () => {
    expect(validateDraft(values({ name: 'Idea', price: 'ten' }), 'sell')).toEqual({
      price: editorMessages.priceInvalid,
    });
  });
});

describe('custom tags', () => {
  it('a new drop starts with the two presets', () => {
    expect(emptyDropValues().tags).toEqual([...presetTags]);
    expect(presetTags).toHaveLength(2);
  });

  it('adds trimmed tags and refuses blank or repeated ones (ignoring case)', () => {
    expect(addTag(['limited'], '  vinyl ')).toEqual({ ok: true, tags: ['limited', 'vinyl'] });
    expect(addTag(['limited'], '   ')).toEqual({ ok: false, message: serverMessages.tagsInvalid });
    expect(addTag(['limited'], 'LIMITED')).toEqual({
      ok: false,
      message: serverMessages.tagsInvalid,
    });
    expect(tagsAreValid(['a', 'b'])).toBe(true);
    expect(tagsAreValid(['a', 'A'])).toBe(false);
    expect(tagsAreValid(['a', ' '])).toBe(false);
  });
});

describe('variation data', () => {
  it('parses comma-separated "option: quantity" pairs', () => {
    expect(parseVariationData('S: 10, M:5')).toEqual([
      { option: 'S', quantity: 10 },
      { option: 'M', quantity: 5 },
    ]);
    expect(parseVariationData('')).toEqual([]);
    expect(parseVariationData('S: ten')).toBeNull();
    expect(parseVariationData('S: 1,')).toBeNull();
    expect(parseVariationData(': 3')).toBeNull();
  });
});

describe('badge checklist', () => {
  it('price/quantity is done when price or RRP is 0 or more, or quantity above 0', () => {
    expect(priceQuantityDone({ price: '', rrp: '', quantity: '' })).toBe(false);
    expect(priceQuantityDone({ price: '0', rrp: '', quantity: '' })).toBe(true);
    expect(priceQuantityDone({ price: '', rrp: '12', quantity: '' })).toBe(true);
    expect(priceQuantityDone({ price: '', rrp: '', quantity: '0' })).toBe(false);
    expect(priceQuantityDone({ price: '', rrp: '', quantity: '3' })).toBe(true);
  });

  it('ticks an item only when its field would pass: a 260-character description is not ready', () => {
    const done = (changes: Partial<DropFormValues>, accountType: 'sell' | 'flex' = 'sell') =>
      Object.fromEntries(
        checklistItems({ ...completeSell, ...changes }, accountType).map((item) => [
          item.key,
          item.done,
        ]),
      );
    expect(done({ description: 'd'.repeat(260) }).description).toBe(false);
    expect(done({ description: 'd'.repeat(240) }).description).toBe(true);
    expect(done({ name: 'n'.repeat(201) }).title).toBe(false);
    expect(done({ purchaseUrl: 'glow.example/run' }).purchaseUrl).toBe(false);
    expect(done({ launchDate: '2026-02-31' }).launchDate).toBe(false);
    expect(done({ price: '12.345' }).priceQuantity).toBe(false);
    expect(done({ price: '12.50' }).priceQuantity).toBe(true);
    expect(done({ variations: [{ name: 'Size', data: 'S 10' }] }, 'flex').variations).toBe(false);
    expect(done({ variations: [{ name: 'Size', data: 'S: 10' }] }, 'flex').variations).toBe(true);
  });

  it('ticks live from the values, with a shorter list for flex accounts', () => {
    const sell = checklistItems(completeSell, 'sell');
    expect(sell.map((item) => [item.key, item.done])).toEqual([
      ['title', true],
      ['description', true],
      ['category', true],
      ['visual', true],
      ['valueTag', false],
      ['priceQuantity', false],
      ['launchDate', true],
      ['purchaseUrl', true],
    ]);
    expect(checklistItems(values(), 'flex').map((item) => item.key)).toEqual([
      'title',
      'description',
      'category',
      'visual',
      'collection',
      'variations',
    ]);
  });
});

describe('request body', () => {
  it('maps early access: off clears units and window; on without or with a unit count', () => {
    const off = productBodyOf(
      { ...completeSell, earlyUnits: '4', timeWindow: '24H' },
      'Draft',
      'sell',
    );
    expect(off).toMatchObject({
      allowEarlyAccess: false,
      unlockManyUnits: false,
      earlyUnits: null,
      timeWindow: null,
    });
    const open = productBodyOf(
      { ...completeSell, earlyAccess: 'open', timeWindow: '48H' },
      'Published',
      'sell',
    );
    expect(open).toMatchObject({
      allowEarlyAccess: true,
      unlockManyUnits: false,
      earlyUnits: null,
      timeWindow: '48H',
    });
    const units = productBodyOf(
      { ...completeSell, earlyAccess: 'units', earlyUnits: '5', timeWindow: '72H' },
      'Published',
      'sell',
    );
    expect(units).toMatchObject({
      allowEarlyAccess: true,
      unlockManyUnits: true,
      earlyUnits: 5,
      timeWindow: '72H',
    });
  });

  it('a flex body carries only the reduced form', () => {
    const body = productBodyOf({ ...completeSell, price: '5' }, 'Published', 'flex');
    expect(body).not.toHaveProperty('price');
    expect(body).not.toHaveProperty('purchaseUrl');
    expect(body).not.toHaveProperty('tags');
    expect(body).toMatchObject({ status: 'Published', mainImage: 'products/a/b.png' });
  });
});

describe('visual files before upload', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });
  it('the first slot takes an image or a video, the others images only', () => {
    expect(checkVisualFile(file('a.mp4', 'video/mp4'), 0)).toEqual({ ok: true, type: 'video' });
    expect(checkVisualFile(file('a.png', 'image/png'), 3)).toEqual({ ok: true, type: 'image' });
    expect(checkVisualFile(file('a.mp4', 'video/mp4'), 1)).toEqual({
      ok: false,
      message: editorMessages.visuals.videoOnlyFirst,
    });
    expect(checkVisualFile(file('a.txt', 'text/plain'), 0)).toEqual({
      ok: false,
      message: editorMessages.visuals.wrongTypeFirst,
    });
    expect(checkVisualFile(file('a.pdf', 'application/pdf'), 2)).toEqual({
      ok: false,
      message: editorMessages.visuals.wrongType,
    });
    expect(checkVisualFile(file('a.webm', ''), 0)).toEqual({ ok: true, type: 'video' });
    // Typeless, the name decides as the upload's declared type does: `.m4v` is an mp4.
    expect(checkVisualFile(file('clip.M4V', ''), 0)).toEqual({ ok: true, type: 'video' });
  });

  it('refuses images over 15 MB and videos over 100 MB', () => {
    expect(checkVisualFile(file('a.png', 'image/png', 16 * 1024 * 1024), 0)).toEqual({
      ok: false,
      message: editorMessages.visuals.imageTooLarge('16 MB'),
    });
    expect(checkVisualFile(file('a.mp4', 'video/mp4', 101 * 1024 * 1024), 0)).toEqual({
      ok: false,
      message: editorMessages.visuals.videoTooLarge('101 MB'),
    });
    expect(checkVisualFile(file('a.mp4', 'video/mp4', 99 * 1024 * 1024), 0).ok).toBe(true);
  });
});
