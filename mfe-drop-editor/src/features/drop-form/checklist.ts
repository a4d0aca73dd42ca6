import type { AccountType } from '@drops/contracts';
import { editorMessages } from '../../messages';
import type { DropFormValues } from './form-values';
import { formatErrors } from './validation';

export type ChecklistKey = keyof typeof editorMessages.checklist.items;

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  done: boolean;
}

const number = (text: string) => (text.trim() === '' ? null : Number(text));

/** Spec section 5: done when price or RRP is 0 or more, or the quantity is above 0. */
export function priceQuantityDone(values: Pick<DropFormValues, 'price' | 'rrp' | 'quantity'>) {
  const price = number(values.price);
  const rrp = number(values.rrp);
  const quantity = number(values.quantity);
  return (
    (price !== null && price >= 0) ||
    (rrp !== null && rrp >= 0) ||
    (quantity !== null && quantity > 0)
  );
}

/**
 * The Badge-Readiness Checklist: what a complete drop of this account type has, ticked live
 * from the form. A flex form has no price, tags or timing, so its list is shorter. An item is
 * ticked only when its field is filled in and would pass the form's own checks (the contract's
 * limits among them): a tick beside a field showing an error contradicts it.
 */
export function checklistItems(values: DropFormValues, accountType: AccountType): ChecklistItem[] {
  const labels = editorMessages.checklist.items;
  const errors = formatErrors(values, accountType);
  const item = (key: ChecklistKey, done: boolean): ChecklistItem => ({
    key,
    label: labels[key],
    done,
  });
  const shared = [
    item('title', values.name.trim() !== '' && !errors.name),
    item('description', values.description.trim() !== '' && !errors.description),
    item('category', values.category !== ''),
    item('visual', values.visuals.length > 0 && !errors.visuals),
  ];
  if (accountType === 'flex') {
    return [
      ...shared,
      item('collection', values.isSeries && values.collectionId !== ''),
      item(
        'variations',
        values.variations.some((variation) => variation.name.trim() !== '') && !errors.variations,
      ),
    ];
  }
  return [
    ...shared,
    item('valueTag', values.curatedValueTag.length > 0),
    item(
      'priceQuantity',
      priceQuantityDone(values) && !errors.price && !errors.rrp && !errors.quantity,
    ),
    item('launchDate', values.launchDate !== '' && !errors.launchDate),
    item('purchaseUrl', values.purchaseUrl.trim() !== '' && !errors.purchaseUrl),
  ];
}
