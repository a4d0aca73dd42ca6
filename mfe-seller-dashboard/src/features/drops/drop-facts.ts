import { productCategoryLabel, type AccountType, type Product } from '@drops/contracts';
import { formatDate, formatPrice, formatPriceOnCard } from '@drops/format';
import { dashboardMessages } from '../../messages';

export interface DropFact {
  key: 'category' | 'launchDate' | 'quantity' | 'price' | 'dateAdded';
  label: string;
  value: string;
  numeric: boolean;
}

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
  const { columns } = dashboardMessages;
  const category: DropFact = {
    key: 'category',
    label: columns.category,
    value: orDash(productCategoryLabel(drop.category)),
    numeric: false,
  };
  if (accountType === 'flex') {
    return [
      category,
      {
        key: 'dateAdded',
        label: columns.dateAdded,
        value: orDash(formatDate(drop.createdAt)),
        numeric: true,
      },
    ];
  }
  return [
    category,
    {
      key: 'launchDate',
      label: columns.launchDate,
      value: orDash(formatDate(drop.launchDate)),
      numeric: true,
    },
    {
      key: 'quantity',
      label: columns.quantity,
      value: drop.quantity === null ? dashboardMessages.notSet : String(drop.quantity),
      numeric: true,
    },
    { key: 'price', label: columns.price, value: orDash(price(drop.price)), numeric: true },
  ];
}

/** The column headings of the table for an account type. */
export function factColumns(accountType: AccountType): Pick<DropFact, 'key' | 'label'>[] {
  const { columns } = dashboardMessages;
  return accountType === 'flex'
    ? [
        { key: 'category', label: columns.category },
        { key: 'dateAdded', label: columns.dateAdded },
      ]
    : [
        { key: 'category', label: columns.category },
        { key: 'launchDate', label: columns.launchDate },
        { key: 'quantity', label: columns.quantity },
        { key: 'price', label: columns.price },
      ];
}
