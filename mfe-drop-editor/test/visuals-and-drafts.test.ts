import { serverMessages } from '@drops/contracts';
import { formErrorsOf } from '../src/features/drop-form/api/save-drop';
import { moveVisual } from '../src/features/drop-form/visual-order';
import { emptyDropValues } from '../src/features/drop-form/form-values';
import {
  clearLocalDraft,
  localDraftKey,
  readLocalDraft,
  sameValues,
  writeLocalDraft,
} from '../src/features/drop-form/local-draft';

const image = (name: string) => ({ type: 'image' as const, url: `products/s/${name}.png` });
const video = { type: 'video' as const, url: 'products/s/v.mp4' };

describe('moveVisual', () => {
  it('moves a visual to another place', () => {
    expect(moveVisual([image('a'), image('b'), image('c')], 2, 0)).toEqual([
      image('c'),
      image('a'),
      image('b'),
    ]);
  });

  it('never lets a video leave the first slot, nor an image go before it', () => {
    const visuals = [video, image('a'), image('b')];
    expect(moveVisual(visuals, 0, 1)).toBe(visuals);
    expect(moveVisual(visuals, 2, 0)).toBe(visuals);
    expect(moveVisual(visuals, 2, 1)).toEqual([video, image('b'), image('a')]);
  });

  it('ignores moves out of range', () => {
    const visuals = [image('a')];
    expect(moveVisual(visuals, 0, 1)).toBe(visuals);
    expect(moveVisual(visuals, 0, -1)).toBe(visuals);
  });
});

describe('server field errors on the form', () => {
  it('maps nested and renamed fields to the controls that show them', () => {
    expect(
      formErrorsOf({
        'visuals.2.url': serverMessages.imageKeyInvalid,
        variationsObjects: serverMessages.variationsInvalid,
        collectionId: serverMessages.invalidValue,
        expiryDate: serverMessages.expiryBeforeLaunch,
        sellerId: 'ignored',
      }),
    ).toEqual({
      visuals: serverMessages.imageKeyInvalid,
      variations: serverMessages.variationsInvalid,
      seriesName: serverMessages.invalidValue,
      expiryDate: serverMessages.expiryBeforeLaunch,
    });
  });
});

describe('local draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept per seller and drop, and read back', () => {
    const key = localDraftKey('seller1', undefined);
    expect(key).toBe('drop-editor-draft:seller1:new');
    const values = { ...emptyDropValues(), name: 'Typed', visuals: [image('a')] };
    writeLocalDraft(key, values);
    expect(readLocalDraft(key)?.values).toEqual(values);
    expect(readLocalDraft(localDraftKey('seller1', 'drop1'))).toBeNull();
    clearLocalDraft(key);
    expect(readLocalDraft(key)).toBeNull();
  });

  it('keeps the version the work was edited from (issue 17); a bad one reads as none', () => {
    const key = localDraftKey('seller1', 'drop1');
    writeLocalDraft(key, { ...emptyDropValues(), name: 'At 3' }, 3);
    expect(readLocalDraft(key)).toMatchObject({ values: { name: 'At 3' }, version: 3 });
    writeLocalDraft(key, emptyDropValues());
    expect(readLocalDraft(key)?.version).toBeUndefined();
    window.localStorage.setItem(key, JSON.stringify({ values: {}, version: 'x' }));
    expect(readLocalDraft(key)?.version).toBeUndefined();
    window.localStorage.setItem(key, JSON.stringify({ values: {}, version: 0 }));
    expect(readLocalDraft(key)?.version).toBeUndefined();
  });

  it('keeps only well-typed fields of what storage holds', () => {
    const key = localDraftKey('seller1', 'drop1');
    window.localStorage.setItem(
      key,
      JSON.stringify({ values: { name: 'Kept', price: 12, visuals: [{ type: 'gif' }] } }),
    );
    const restored = readLocalDraft(key)?.values;
    expect(restored).toMatchObject({ name: 'Kept', price: '', visuals: [] });
    window.localStorage.setItem(key, '{not json');
    expect(readLocalDraft(key)).toBeNull();
  });

  it('compares values field by field', () => {
    const values = emptyDropValues();
    const reordered = Object.fromEntries(Object.entries(values).reverse()) as typeof values;
    expect(sameValues(values, reordered)).toBe(true);
    expect(sameValues(values, { ...values, name: 'x' })).toBe(false);
  });
});
