import { productCategoryLabel, type AccountType, type Product } from '@drops/contracts';
import { formatDate, formatPrice, formatPriceOnCard } from '@drops/format';
import { dashboardMessages } from '../../messages';

type FactKey = 'category' | 'launchDate' | 'quantity' | 'price' | 'dateAdded';

export interface DropFact {
  key: FactKey;
  label: string;
  value: string;
  numeric: boolean;
}

/** The facts each account type shows, in the spec's order. */
const factKeys: Record<AccountType, readonly FactKey[]> = {
  sell: ['category', 'launchDate', 'quantity', 'price'],
  flex: ['category', 'dateAdded'],
};

const orDash = (value: string) => value || dashboardMessages.notSet;

/** Where the facts show: the desktop table, or the cards of small screens. */
export type DropFactsLayout = 'table' | 'card';

/**
 * The columns between Drop and Status (spec section 2): Category, Launch Date, Quantity and Price
 * for sell accounts; Category and Date Added for flex accounts. Dates en-GB; prices in pounds in
 * the table and in dollars on the mobile cards, as the spec's constants say.
 */
export function dropFacts(
  drop: Product,
  accountType: AccountType,
  layout: DropFactsLayout = 'table',
): DropFact[] {
  const price = layout === 'card' ? formatPriceOnCard : formatPrice;
  const values: Record<FactKey, string> = {
    category: orDash(productCategoryLabel(drop.category)),
    launchDate: orDash(formatDate(drop.launchDate)),
    quantity: drop.quantity === null ? dashboardMessages.notSet : String(drop.quantity),
    price: orDash(price(drop.price)),
    dateAdded: orDash(formatDate(drop.createdAt)),
  };
  return factColumns(accountType).map((column) => ({
    ...column,
    value: values[column.key],
    // Only the category is words; the rest line up as figures.
    numeric: column.key !== 'category',
  }));
}

/** The column headings of the table for an account type. */
export function factColumns(accountType: AccountType): Pick<DropFact, 'key' | 'label'>[] {
  return factKeys[accountType].map((key) => ({ key, label: dashboardMessages.columns[key] }));
}
