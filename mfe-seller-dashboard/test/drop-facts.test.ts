import { dropFacts, factColumns } from '../src/features/drops/drop-facts';
import { makeDrop } from './fixtures';

describe('drop columns (spec section 2)', () => {
  it('sell accounts: Category, Launch Date, Quantity, Price in en-GB and pounds', () => {
    const drop = makeDrop({ category: 'tech', launchDate: '2026-03-01T00:00:00.000Z' });
    expect(factColumns('sell').map((column) => column.label)).toEqual([
      'Category',
      'Launch Date',
      'Quantity',
      'Price',
    ]);
    expect(dropFacts(drop, 'sell').map((fact) => fact.value)).toEqual([
      'Technology',
      '01/03/2026',
      '7',
      '£1,250.50',
    ]);
  });

  it('mobile cards show the price in dollars (spec section 9), the table in pounds', () => {
    const drop = makeDrop({ price: 12.5 });
    const priceOf = (layout: 'table' | 'card') =>
      dropFacts(drop, 'sell', layout).find((fact) => fact.key === 'price')?.value;
    expect(priceOf('card')).toBe('$12.50');
    expect(priceOf('table')).toBe('£12.50');
  });

  it('flex accounts: Date Added instead of the three', () => {
    const drop = makeDrop({ category: 'art', createdAt: '2026-02-14T09:30:00.000Z' });
    expect(factColumns('flex').map((column) => column.label)).toEqual(['Category', 'Date Added']);
    expect(dropFacts(drop, 'flex').map((fact) => fact.value)).toEqual(['Art', '14/02/2026']);
  });

  it('shows categories in one casing: labels, and any other stored value capitalised', () => {
    const categoryOf = (category: string) => dropFacts(makeDrop({ category }), 'flex')[0]?.value;
    expect(['fashion', 'tech', 'art', 'music', 'lifestyle', 'wellness'].map(categoryOf)).toEqual([
      'Fashion',
      'Technology',
      'Art',
      'Music',
      'Lifestyle',
      'Wellness',
    ]);
  });

  it('shows a dash for what is not set, and 0 as a quantity', () => {
    const drop = makeDrop({ launchDate: null, quantity: 0, price: null, category: '' });
    expect(dropFacts(drop, 'sell').map((fact) => fact.value)).toEqual(['–', '–', '0', '–']);
  });
});
