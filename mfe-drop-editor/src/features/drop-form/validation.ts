import {
  isHttpUrl,
  seriesNameMissing,
  tagsAreValid,
  validationMessages,
  variationDataIsValid,
  type AccountType,
} from '@drops/contracts';
import { validateWithSchema, type FieldErrors } from '@drops/forms';
import { editorMessages } from '../../messages';
import { ProductBodySchema } from './contract.schemas';
import {
  expiryOf,
  launchOf,
  type DropField,
  type DropFormValues,
  type SavedTiming,
} from './form-values';
import { instantOf } from './moments';
import { withFormTexts } from './form-text-fields';

export type DropErrors = FieldErrors<DropField>;

/** The spec's fields in the order each form shows them; the declared text fields join below. */
const specFieldOrder: Record<AccountType, readonly DropField[]> = {
  sell: [
    'name',
    'description',
    'brandName',
    'category',
    'seriesName',
    'curatedValueTag',
    'tags',
    'visuals',
    'price',
    'rrp',
    'quantity',
    'variationsTitle',
    'variations',
    'timeZone',
    'launchDate',
    'launchTime',
    'expiryDate',
    'expiryTime',
    'purchaseUrl',
    'earlyAccess',
    'earlyUnits',
    'timeWindow',
  ],
  flex: [
    'name',
    'description',
    'brandName',
    'category',
    'seriesName',
    'visuals',
    'variationsTitle',
    'variations',
  ],
};

const orderOf = (accountType: AccountType) =>
  withFormTexts<DropField>(
    specFieldOrder[accountType],
    accountType,
    (field) => field.name,
    (field, after) => field === after,
  );

/** The fields in the order each form shows them: the first with an error takes the focus. */
export const fieldOrder: Record<AccountType, readonly DropField[]> = {
  sell: orderOf('sell'),
  flex: orderOf('flex'),
};

export function firstErrorField(errors: DropErrors, accountType: AccountType): DropField | null {
  return fieldOrder[accountType].find((field) => errors[field]) ?? null;
}

const moneyPattern = /^\d+(\.\d{1,2})?$/;
const wholePattern = /^\d+$/;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function isRealDate(value: string): boolean {
  if (!datePattern.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * The expiry must come after the launch, compared as instants: a day alone is UTC midnight, a
 * time reads in the zone, and a moment still as stored is that instant (when clocks go back, a
 * launch and an expiry an hour apart can show the same time).
 */
function expiresBeforeLaunch(values: DropFormValues, saved: SavedTiming | undefined): boolean {
  const zone = values.timeZone;
  const launch = instantOf(launchOf(values), zone, saved?.launchDate ?? null);
  const expiry = instantOf(expiryOf(values), zone, saved?.expiryDate ?? null);
  return launch !== null && expiry !== null && expiry <= launch;
}

/**
 * What every save checks, draft or publish: the shapes of what was typed (lengths from the
 * contract, numbers, dates, links, tags, variations, early access). Blank fields pass. `saved`
 * is the drop's timing as last read, when editing one.
 */
export function formatErrors(
  values: DropFormValues,
  accountType: AccountType,
  saved?: SavedTiming,
): DropErrors {
  const errors: DropErrors = validateWithSchema<DropField>(
    ProductBodySchema,
    {
      name: values.name.trim(),
      description: values.description.trim(),
      brandName: values.brandName.trim(),
      variationsTitle: values.variationsTitle.trim(),
    },
    ['name', 'description', 'brandName', 'variationsTitle'],
  );
  const variationsBroken = values.variations.some((variation) => {
    const named = variation.name.trim() !== '';
    const hasData = variation.data.trim() !== '';
    return (hasData && !named) || !variationDataIsValid(variation.data.trim());
  });
  if (variationsBroken) {
    const unnamed = values.variations.some(
      (variation) => variation.data.trim() !== '' && variation.name.trim() === '',
    );
    errors.variations = unnamed
      ? editorMessages.variationNameRequired
      : editorMessages.variationsInvalid;
  }
  if (accountType === 'flex') return errors;

  if (!tagsAreValid(values.tags)) errors.tags = editorMessages.tagsInvalid;
  const price = values.price.trim();
  if (price !== '' && !moneyPattern.test(price)) errors.price = editorMessages.priceInvalid;
  const rrp = values.rrp.trim();
  if (rrp !== '' && !moneyPattern.test(rrp)) errors.rrp = editorMessages.rrpInvalid;
  const quantity = values.quantity.trim();
  if (quantity !== '' && !wholePattern.test(quantity))
    errors.quantity = editorMessages.quantityInvalid;
  if (values.launchDate !== '' && !isRealDate(values.launchDate))
    errors.launchDate = editorMessages.dateInvalid;
  if (values.expiryDate !== '' && !isRealDate(values.expiryDate))
    errors.expiryDate = editorMessages.dateInvalid;
  else if (!errors.launchDate && expiresBeforeLaunch(values, saved))
    errors.expiryDate = editorMessages.expiryBeforeLaunch;
  const purchaseUrl = values.purchaseUrl.trim();
  if (purchaseUrl !== '' && !isHttpUrl(purchaseUrl)) errors.purchaseUrl = editorMessages.urlInvalid;
  if (values.earlyAccess === 'units') {
    const units = values.earlyUnits.trim();
    if (units === '') errors.earlyUnits = editorMessages.earlyUnitsRequired;
    else if (!wholePattern.test(units) || Number(units) === 0)
      errors.earlyUnits = editorMessages.earlyUnitsInvalid;
  }
  return errors;
}

/** Spec section 5, Drops: SAVE DRAFT needs only the title (plus well-formed values). */
export function validateDraft(
  values: DropFormValues,
  accountType: AccountType,
  saved?: SavedTiming,
): DropErrors {
  const errors = formatErrors(values, accountType, saved);
  if (values.name.trim() === '') errors.name = validationMessages.dropTitleRequired;
  return errors;
}

/** Spec section 5, Drops: what a publish needs, per account type, messages verbatim. */
export function validatePublish(
  values: DropFormValues,
  accountType: AccountType,
  saved?: SavedTiming,
): DropErrors {
  const required: DropErrors = {};
  if (values.name.trim() === '') required.name = validationMessages.dropTitleRequired;
  if (values.description.trim() === '')
    required.description = validationMessages.descriptionRequired;
  if (values.category === '') required.category = validationMessages.categoryRequired;
  if (accountType === 'flex') {
    if (seriesNameMissing(values)) required.seriesName = validationMessages.seriesNameRequired;
  } else {
    if (values.launchDate === '') required.launchDate = validationMessages.launchDateRequired;
    if (values.purchaseUrl.trim() === '')
      required.purchaseUrl = validationMessages.purchaseUrlRequired;
  }
  if (values.visuals.length === 0) required.visuals = validationMessages.visualRequired;
  return { ...formatErrors(values, accountType, saved), ...required };
}
