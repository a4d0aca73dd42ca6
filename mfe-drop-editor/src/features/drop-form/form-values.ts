import {
  valueTags,
  type AccountType,
  type EarlyAccessWindow,
  type Product,
  type ProductBody,
  type ProductStatusInput,
  type Visual,
} from '@drops/contracts';
import {
  browserTimeZone,
  displayZoneOf,
  momentBodyOf,
  rezoned,
  sendsWallTime,
  wallMomentOf,
  type WallMoment,
} from './moments';
import {
  emptyFormTexts,
  formTextBodyOf,
  formTextsOf,
  type FormTextValues,
} from './form-text-fields';

/** Early access: off, on for everyone early, or on for a number of units (`earlyUnits`). */
export type EarlyAccessMode = 'off' | 'open' | 'units';

export interface VisualValue {
  type: Visual['type'];
  /** The stored key (or an http(s) link): what the drop keeps. */
  url: string;
  /** A video's poster key, length in seconds and size in bytes, from its upload. */
  thumbnail?: string;
  duration?: number;
  size?: number;
}

/** A visual as the drop keeps it: the optional facts only when known. */
export function visualBodyOf(visual: VisualValue): VisualValue {
  return {
    type: visual.type,
    url: visual.url,
    ...(visual.thumbnail && { thumbnail: visual.thumbnail }),
    ...(visual.duration !== undefined && { duration: visual.duration }),
    ...(visual.size !== undefined && { size: visual.size }),
  };
}

export interface VariationValue {
  name: string;
  /** "option: quantity" pairs separated by commas, e.g. "S: 10, M: 5". */
  data: string;
}

/**
 * Everything the form edits, as the controls hold it (numbers and dates as typed); the plain
 * text fields declared in the contract come with `FormTextValues`.
 */
export interface DropFormValues extends FormTextValues {
  name: string;
  description: string;
  brandName: string;
  category: string;
  isSeries: boolean;
  collectionId: string;
  seriesName: string;
  curatedValueTag: string[];
  tags: string[];
  visuals: VisualValue[];
  price: string;
  rrp: string;
  quantity: string;
  variationsTitle: string;
  variations: VariationValue[];
  launchDate: string;
  expiryDate: string;
  /** Issue 17: `HH:mm` in `timeZone`, or '' for the day alone (the spec's date, UTC midnight). */
  launchTime: string;
  expiryTime: string;
  /** Issue 31: the zone the moments are shown and typed in (drop's, profile's, browser's). */
  timeZone: string;
  purchaseUrl: string;
  earlyAccess: EarlyAccessMode;
  earlyUnits: string;
  timeWindow: '' | EarlyAccessWindow;
}

export type DropField = keyof DropFormValues;

/** The two custom tags a new drop starts with (spec section 3; the words are ours). */
export const presetTags = ['limited', 'handmade'] as const;

export function emptyDropValues(timeZone: string = browserTimeZone()): DropFormValues {
  return {
    name: '',
    description: '',
    brandName: '',
    category: '',
    isSeries: false,
    collectionId: '',
    seriesName: '',
    curatedValueTag: [],
    tags: [...presetTags],
    visuals: [],
    price: '',
    rrp: '',
    quantity: '',
    variationsTitle: '',
    variations: [],
    launchDate: '',
    expiryDate: '',
    launchTime: '',
    expiryTime: '',
    timeZone,
    purchaseUrl: '',
    earlyAccess: 'off',
    earlyUnits: '',
    timeWindow: '',
    ...emptyFormTexts(),
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

export function earlyAccessModeOf(product: Pick<Product, 'allowEarlyAccess' | 'unlockManyUnits'>) {
  if (!product.allowEarlyAccess) return 'off';
  return product.unlockManyUnits ? 'units' : 'open';
}

/**
 * The drop as the form shows it. Its moments read in its own zone, else `fallbackZone` (the
 * seller's profile zone, else the browser's): every stored instant shows with its time.
 */
export function valuesFromProduct(
  product: Product,
  fallbackZone: string = browserTimeZone(),
): DropFormValues {
  const timeZone = displayZoneOf(product.timeZone, fallbackZone);
  const launch = wallMomentOf(product.launchDate, timeZone);
  const expiry = wallMomentOf(product.expiryDate, timeZone);
  const visuals = product.visuals.length
    ? product.visuals.map(visualBodyOf)
    : product.mainImage
      ? [
          {
            type: /\.mp4$/i.test(product.mainImage) ? 'video' : 'image',
            url: product.mainImage,
          } as const,
        ]
      : [];
  return {
    name: product.name,
    description: product.description,
    brandName: product.brandName,
    category: product.category,
    isSeries: product.isSeries || product.collectionId !== null,
    collectionId: product.collectionId?._id ?? '',
    seriesName: product.collectionId?.collectionName ?? product.seriesName,
    curatedValueTag: [...product.curatedValueTag],
    tags: [...product.tags],
    visuals,
    price: numberText(product.price),
    rrp: numberText(product.rrp),
    quantity: numberText(product.quantity),
    variationsTitle: product.variationsTitle,
    variations: product.variationsObjects.map((variation) => ({ ...variation })),
    launchDate: launch.day,
    expiryDate: expiry.day,
    launchTime: launch.time,
    expiryTime: expiry.time,
    timeZone,
    purchaseUrl: product.purchaseUrl,
    earlyAccess: earlyAccessModeOf(product),
    earlyUnits: numberText(product.earlyUnits),
    timeWindow: product.timeWindow ?? '',
    ...formTextsOf(product),
  };
}

type ValueTag = (typeof valueTags)[number];
const isValueTag = (tag: string): tag is ValueTag => (valueTags as readonly string[]).includes(tag);

/**
 * What a save compares the form's timing with: the drop's instants as last read (null for a new
 * drop) and the zone the form showed them in then.
 */
export interface SavedTiming {
  launchDate: string | null;
  expiryDate: string | null;
  timeZone: string;
}

export const savedTimingOf = (
  product: Pick<Product, 'launchDate' | 'expiryDate'> | undefined,
  shown: DropFormValues,
): SavedTiming => ({
  launchDate: product?.launchDate ?? null,
  expiryDate: product?.expiryDate ?? null,
  timeZone: shown.timeZone,
});

export const launchOf = (values: DropFormValues): WallMoment => ({
  day: values.launchDate,
  time: values.launchTime,
});
export const expiryOf = (values: DropFormValues): WallMoment => ({
  day: values.expiryDate,
  time: values.expiryTime,
});

/**
 * The form in another zone, as the seller's choice of zone makes it: the same instants, their
 * days and times as they read there.
 */
export function valuesInZone(
  values: DropFormValues,
  timeZone: string,
  saved: SavedTiming,
): DropFormValues {
  const launch = rezoned(launchOf(values), values.timeZone, timeZone, saved.launchDate);
  const expiry = rezoned(expiryOf(values), values.timeZone, timeZone, saved.expiryDate);
  return {
    ...values,
    timeZone,
    launchDate: launch.day,
    launchTime: launch.time,
    expiryDate: expiry.day,
    expiryTime: expiry.time,
  };
}

/**
 * The timing of a save. A moment the seller did not change goes back as the stored instant, so
 * it never moves; a changed one as typed. The zone is sent when a time of day needs reading in
 * it, or when the seller chose another; otherwise the drop keeps the zone it has (or none).
 */
export function timingBodyOf(
  values: DropFormValues,
  saved: SavedTiming,
): Pick<ProductBody, 'launchDate' | 'expiryDate' | 'timeZone'> {
  const zone = values.timeZone;
  const launch = launchOf(values);
  const expiry = expiryOf(values);
  const zoneNeeded =
    sendsWallTime(launch, zone, saved.launchDate) ||
    sendsWallTime(expiry, zone, saved.expiryDate) ||
    zone !== saved.timeZone;
  return {
    launchDate: momentBodyOf(launch, zone, saved.launchDate),
    expiryDate: momentBodyOf(expiry, zone, saved.expiryDate),
    ...(zoneNeeded && { timeZone: zone }),
  };
}

/** A typed number, or null when the field is blank. Validation has refused anything else. */
function toNumber(text: string): number | null {
  return text.trim() === '' ? null : Number(text);
}

/**
 * The request body of a save. Flex accounts send only the fields their form shows, so a drop
 * keeps whatever a sell form set before (an approved seller may come back to it).
 */
export function productBodyOf(
  values: DropFormValues,
  status: ProductStatusInput,
  accountType: AccountType,
  saved: SavedTiming = { launchDate: null, expiryDate: null, timeZone: values.timeZone },
): ProductBody {
  const visuals = values.visuals.map(visualBodyOf);
  const body: ProductBody = {
    status,
    name: values.name.trim(),
    description: values.description.trim(),
    brandName: values.brandName.trim(),
    category: values.category,
    isSeries: values.isSeries,
    collectionId: values.isSeries && values.collectionId ? values.collectionId : null,
    seriesName: values.isSeries ? values.seriesName.trim() : '',
    visuals,
    mainImage: visuals[0]?.url ?? '',
    variationsTitle: values.variationsTitle.trim(),
    variationsObjects: values.variations
      .map((variation) => ({ name: variation.name.trim(), data: variation.data.trim() }))
      .filter((variation) => variation.name !== '' || variation.data !== ''),
    ...formTextBodyOf(values, accountType),
  };
  if (accountType === 'flex') return body;
  const early = values.earlyAccess;
  return {
    ...body,
    curatedValueTag: values.curatedValueTag.filter(isValueTag),
    tags: values.tags.map((tag) => tag.trim()),
    price: toNumber(values.price),
    rrp: toNumber(values.rrp),
    quantity: toNumber(values.quantity),
    ...timingBodyOf(values, saved),
    purchaseUrl: values.purchaseUrl.trim(),
    allowEarlyAccess: early !== 'off',
    unlockManyUnits: early === 'units',
    earlyUnits: early === 'units' ? toNumber(values.earlyUnits) : null,
    timeWindow: early === 'off' ? null : values.timeWindow || null,
  };
}
