import {
  isHttpUrl,
  parseVariationData,
  seriesNameMissing,
  tagsAreValid,
  validationMessages,
  variationDataIsValid,
} from '@drops/contracts';
import { catalogForTests, flexDrop, insertSeller, json, postDrop } from '../../../../test/fixtures';

/** The drop rules written once in @drops/contracts, and the catalog applying them. */
describe('shared drop rules', () => {
  it('reads variations as "option: whole number" pairs', () => {
    expect(parseVariationData('S: 10, M:5')).toEqual([
      { option: 'S', quantity: 10 },
      { option: 'M', quantity: 5 },
    ]);
    expect(parseVariationData('  ')).toEqual([]);
    expect(variationDataIsValid('S: ten')).toBe(false);
    expect(variationDataIsValid('S: 1,')).toBe(false);
  });

  it('wants tags non-empty and unique without regard to case or spaces', () => {
    expect(tagsAreValid(['limited', 'handmade'])).toBe(true);
    expect(tagsAreValid(['Limited', ' limited '])).toBe(false);
    expect(tagsAreValid([' '])).toBe(false);
  });

  it('takes http(s) links only', () => {
    expect(isHttpUrl('https://shop.example.com/a')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('shop.example.com')).toBe(false);
  });

  it('asks a flex series for a collection or a name', () => {
    expect(seriesNameMissing({ isSeries: true, seriesName: '', collectionId: null })).toBe(true);
    expect(seriesNameMissing({ isSeries: true, seriesName: ' ', collectionId: '' })).toBe(true);
    expect(seriesNameMissing({ isSeries: true, seriesName: 'Archive', collectionId: null })).toBe(
      false,
    );
    expect(seriesNameMissing({ isSeries: true, seriesName: '', collectionId: 'c1' })).toBe(false);
    expect(seriesNameMissing({ isSeries: false, seriesName: '', collectionId: null })).toBe(false);
  });
});

describe('the catalog applies the same series rule', () => {
  const catalog = catalogForTests();
  let flexId: string;
  beforeAll(async () => {
    flexId = await insertSeller(catalog.database.knex, { accountType: 'flex' });
  });

  const publish = (body: Record<string, unknown>) => postDrop(catalog.app, flexId, flexDrop(body));

  it('publishes a named series without a collection, refuses an unnamed one', async () => {
    expect((await publish({ isSeries: true, seriesName: 'Archive' })).statusCode).toBe(201);
    const refused = await publish({ isSeries: true, seriesName: '' });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).errors).toMatchObject({
      seriesName: validationMessages.seriesNameRequired,
    });
  });
});
