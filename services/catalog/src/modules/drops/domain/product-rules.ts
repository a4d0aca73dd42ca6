import {
  dropFieldEmptyValues,
  dropFieldList,
  isHttpUrl,
  isTimeZone,
  launchMessages,
  seriesNameMissing,
  serverMessages,
  storedStatusOfInput,
  tagsAreValid,
  validationMessages,
  variationDataIsValid,
  type ProductBody,
  type ProductFields,
  type Visual,
} from '@drops/contracts';
import type { FieldErrors } from '@drops/service-kit';
import { hasTimeOfDay, parseDateInput } from './dates';
import { canSell, type SellerAccount } from '../../../shared/seller-accounts/seller-account';

/** A new drop before the seller's fields are applied: each field's kind's empty value. */
export const emptyProductFields = Object.fromEntries(
  dropFieldList.map(({ name, kind }) => [name, structuredClone(dropFieldEmptyValues[kind])]),
) as ProductFields;

/** The fields a body sets as sent (text trimmed); the others are read by hand below. */
const plainInputFields = dropFieldList.filter((field) => (field.input ?? 'plain') === 'plain');

/** The body's changes in stored terms, with the errors of values that do not parse. */
export interface ProductChanges {
  changes: Partial<ProductFields>;
  errors: FieldErrors;
  /**
   * The launch was given as a time of day in a zone (issue 17's editor): only such a launch is
   * refused when already past on publish; the spec's clients send dates and keep working.
   */
  launchTimeGiven: boolean;
}

/**
 * Turns a request body into field changes: trims text, reads dates, takes the collection id out
 * of the `{ _id, collectionName }` a client may echo back. `badge` (administrators only),
 * `selling`, `mainImageUrl` and `galleryImageThumbNails` (derived), `sellerId` (the token
 * decides) and `_id`, `createdAt`, `updatedAt` (the server's own) are dropped here.
 */
export function productChangesOf(body: ProductBody): ProductChanges {
  const changes: Partial<ProductFields> = {};
  const errors: FieldErrors = {};

  for (const { name, kind } of plainInputFields) {
    const value = body[name as keyof ProductBody];
    (changes as Record<string, unknown>)[name] =
      kind === 'text' && typeof value === 'string' ? value.trim() : value;
  }
  changes.visuals = body.visuals?.map((visual): Visual => ({
    type: visual.type,
    url: visual.url,
    ...(visual.thumbnail !== undefined && { thumbnail: visual.thumbnail }),
    ...(visual.duration !== undefined && { duration: visual.duration }),
    ...(visual.size !== undefined && { size: visual.size }),
  }));
  let timeZone: string | null = null;
  if (body.timeZone !== undefined) {
    if (body.timeZone === null || body.timeZone === '') changes.timeZone = null;
    else if (isTimeZone(body.timeZone)) changes.timeZone = timeZone = body.timeZone;
    else errors.timeZone = launchMessages.timeZoneInvalid;
  }
  for (const field of ['launchDate', 'expiryDate'] as const) {
    const value = body[field];
    if (value === undefined) continue;
    const parsed = parseDateInput(value, timeZone);
    if (parsed === undefined) errors[field] = serverMessages.invalidValue;
    else changes[field] = parsed;
  }
  if (body.timeWindow !== undefined) changes.timeWindow = body.timeWindow || null;
  changes.tags = body.tags?.map((tag) => tag.trim());
  changes.categories = body.categories?.map((category) => category.trim()).filter(Boolean);
  changes.variationsObjects = body.variationsObjects?.map((variation) => ({
    name: variation.name.trim(),
    data: variation.data.trim(),
  }));
  if (body.collectionId !== undefined) {
    const reference = body.collectionId;
    changes.collectionId =
      reference === null || reference === ''
        ? null
        : typeof reference === 'string'
          ? reference
          : reference._id;
  }
  if (body.status !== undefined) changes.status = storedStatusOfInput(body.status);

  for (const key of Object.keys(changes) as (keyof ProductFields)[])
    if (changes[key] === undefined) delete changes[key];
  return { changes, errors, launchTimeGiven: timeZone !== null && hasTimeOfDay(body.launchDate) };
}

/**
 * Rules every save obeys, draft or not (sections 5 and 9). `changes` is what this request sets,
 * `merged` the drop as it will be stored.
 */
export function alwaysRuleErrors(
  merged: ProductFields,
  changes: Partial<ProductFields>,
): FieldErrors {
  const errors: FieldErrors = {};
  if (merged.purchaseUrl !== '' && !isHttpUrl(merged.purchaseUrl))
    errors.purchaseUrl = validationMessages.urlInvalid;
  if (
    merged.launchDate !== null &&
    merged.expiryDate !== null &&
    merged.expiryDate <= merged.launchDate
  )
    errors.expiryDate = serverMessages.expiryBeforeLaunch;
  if (!tagsAreValid(merged.tags)) errors.tags = serverMessages.tagsInvalid;
  if (merged.visuals.slice(1).some((visual) => visual.type === 'video'))
    errors.visuals = serverMessages.invalidValue;
  if (!merged.variationsObjects.every((variation) => variationDataIsValid(variation.data)))
    errors.variationsObjects = serverMessages.variationsInvalid;
  if (!merged.allowEarlyAccess && changes.earlyUnits !== undefined && changes.earlyUnits !== null)
    if (changes.earlyUnits > 0) errors.earlyUnits = serverMessages.invalidValue;
  return errors;
}

/** Fields a publish needs, per account type (section 5), in the order the form shows them. */
export function publishRuleErrors(merged: ProductFields, account: SellerAccount): FieldErrors {
  const errors: FieldErrors = {};
  if (merged.name === '') errors.name = validationMessages.dropTitleRequired;
  if (merged.description === '') errors.description = validationMessages.descriptionRequired;
  if (merged.category === '') errors.category = validationMessages.categoryRequired;
  if (account.accountType === 'flex') {
    if (seriesNameMissing(merged)) errors.seriesName = validationMessages.seriesNameRequired;
  } else {
    if (merged.launchDate === null) errors.launchDate = validationMessages.launchDateRequired;
    if (merged.purchaseUrl === '') errors.purchaseUrl = validationMessages.purchaseUrlRequired;
  }
  if (merged.visuals.length === 0 && merged.mainImage === '')
    errors.visuals = validationMessages.visualRequired;
  return errors;
}

/** A launch time picked up to a minute ago is the current minute: it launches at once. */
export const launchGraceMs = 60_000;

/**
 * Issue 17: a publish refuses a launch time already past, when this request sets it as a time
 * of day in a zone and it differs from the stored one (re-saving a live drop is fine).
 */
export function launchTimeErrors(
  current: ProductFields,
  merged: ProductFields,
  launchTimeGiven: boolean,
  now: number,
): FieldErrors {
  if (merged.status !== 'published' || !launchTimeGiven || merged.launchDate === null) return {};
  if (merged.launchDate === current.launchDate) return {};
  return merged.launchDate < now - launchGraceMs ? { launchDate: launchMessages.launchInPast } : {};
}

export function draftRuleErrors(merged: ProductFields): FieldErrors {
  return merged.name === '' ? { name: validationMessages.dropTitleRequired } : {};
}

/**
 * The drop as it will be stored and every rule it breaks: the required fields of its status
 * first (so `error` names the first missing one), then the rules every save obeys.
 */
export function resolveProduct(
  current: ProductFields,
  changes: Partial<ProductFields>,
  account: SellerAccount,
): { merged: ProductFields; errors: FieldErrors } {
  const merged: ProductFields = { ...current, ...changes };
  // Early access off: the unit count and window mean nothing, so they are not kept.
  if (!merged.allowEarlyAccess) {
    merged.earlyUnits = null;
    merged.timeWindow = null;
  }
  merged.selling = merged.status === 'published' && canSell(account);
  const required =
    merged.status === 'published' ? publishRuleErrors(merged, account) : draftRuleErrors(merged);
  return { merged, errors: { ...required, ...alwaysRuleErrors(merged, changes) } };
}
