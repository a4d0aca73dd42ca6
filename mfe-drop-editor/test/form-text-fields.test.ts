import type { Product } from '@drops/contracts';
import { conflictGroups } from '../src/features/drop-form/conflict';
import {
  emptyDropValues,
  productBodyOf,
  valuesFromProduct,
} from '../src/features/drop-form/form-values';
import { fieldOrder } from '../src/features/drop-form/validation';

/**
 * Issue 29: a plain text field declared once in the contract (`sku`) is in the editor's values,
 * its saves, its focus order and its conflict view without being written in any of them.
 */
describe('the SKU, a declared text field of the sell form', () => {
  it('starts empty, reads from the drop and is sent trimmed by a sell save', () => {
    expect(emptyDropValues('UTC').sku).toBe('');
    const drop = {
      ...{ visuals: [], tags: [], curatedValueTag: [], variationsObjects: [] },
      ...{ collectionId: null, launchDate: null, expiryDate: null, timeZone: null },
      sku: 'NY-1',
    } as unknown as Product;
    const shown = valuesFromProduct(drop, 'UTC');
    expect(shown.sku).toBe('NY-1');
    const values = { ...emptyDropValues('UTC'), name: 'Shell', sku: '  NY-2 ' };
    expect(productBodyOf(values, 'Draft', 'sell').sku).toBe('NY-2');
  });

  it('is not sent by a flex save (its form does not show it), so a stored one is kept', () => {
    const values = { ...emptyDropValues('UTC'), name: 'Shell', sku: 'NY-2' };
    expect(productBodyOf(values, 'Draft', 'flex')).not.toHaveProperty('sku');
  });

  it('takes the focus after the quantity, and is compared after it on a conflict', () => {
    const sell = fieldOrder.sell;
    expect(sell.slice(sell.indexOf('quantity'), sell.indexOf('quantity') + 3)).toEqual([
      'quantity',
      'sku',
      'variationsTitle',
    ]);
    expect(fieldOrder.flex).not.toContain('sku');
    const labels = conflictGroups.sell.map((group) => group.label);
    expect(labels[labels.indexOf('SKU') - 1]).toBe(
      conflictGroups.sell.find((group) => group.key === 'quantity')?.label,
    );
    const sku = conflictGroups.sell.find((group) => group.key === 'sku');
    expect(sku?.describe({ ...emptyDropValues('UTC'), sku: ' NY-3 ' })).toBe('NY-3');
    expect(conflictGroups.flex.map((group) => group.key)).not.toContain('sku');
  });
});
