import {
  valueTags,
  wallTimeOf,
  type AccountType,
  type EarlyAccessWindow,
  type Product,
  type ProductBody,
  type Visual,
} from '@drops/contracts';

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

/** Everything the form edits, as the controls hold it (numbers and dates as typed). */
export interface DropFormValues {
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
  /** The seller's zone (profile, else the browser's): the times are read in it. */
  timeZone: string;
  purchaseUrl: string;
  earlyAccess: EarlyAccessMode;
  earlyUnits: string;
  timeWindow: '' | EarlyAccessWindow;
}

export type DropField = keyof DropFormValues;

/** The two custom tags a new drop starts with (spec section 3; the words are ours). */
export const presetTags = ['limited', 'handmade'] as const;

/** The browser's own zone, the default when the seller's profile names none. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

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
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));
/** `2026-03-01T00:00:00.000Z` → `2026-03-01`, what a date input holds (dates are UTC days). */
const dateText = (value: string | null) => (value ? value.slice(0, 10) : '');

export function earlyAccessModeOf(product: Pick<Product, 'allowEarlyAccess' | 'unlockManyUnits'>) {
  if (!product.allowEarlyAccess) return 'off';
  return product.unlockManyUnits ? 'units' : 'open';
}

/**
 * A stored instant as the form's day and time: in the drop's zone when it was given a time in
 * one, else the day alone as the spec's clients send it.
 */
function dayAndTimeOf(value: string | null, zone: string | null | undefined) {
  if (!value) return { day: '', time: '' };
  if (!zone) return { day: dateText(value), time: '' };
  const { date, time } = wallTimeOf(Date.parse(value), zone);
  return { day: date, time };
}

export function valuesFromProduct(
  product: Product,
  timeZone: string = browserTimeZone(),
): DropFormValues {
  const launch = dayAndTimeOf(product.launchDate, product.timeZone);
  const expiry = dayAndTimeOf(product.expiryDate, product.timeZone);
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
    timeZone: product.timeZone ?? timeZone,
    purchaseUrl: product.purchaseUrl,
    earlyAccess: earlyAccessModeOf(product),
    earlyUnits: numberText(product.earlyUnits),
    timeWindow: product.timeWindow ?? '',
  };
}

type ValueTag = (typeof valueTags)[number];
const isValueTag = (tag: string): tag is ValueTag => (valueTags as readonly string[]).includes(tag);

/** `2026-06-01T18:30` (in the zone sent beside it), the day alone, or null. */
function momentOf(day: string, time: string): string | null {
  if (!day) return null;
  return time ? `${day}T${time}` : day;
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
  status: 'Draft' | 'Published',
  accountType: AccountType,
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
    launchDate: momentOf(values.launchDate, values.launchTime),
    expiryDate: momentOf(values.expiryDate, values.expiryTime),
    // A time is read in the zone; days alone stay the spec's (and the drop keeps no zone).
    ...(values.launchTime || values.expiryTime
      ? { timeZone: values.timeZone }
      : values.launchDate || values.expiryDate
        ? { timeZone: null }
        : {}),
    purchaseUrl: values.purchaseUrl.trim(),
    allowEarlyAccess: early !== 'off',
    unlockManyUnits: early === 'units',
    earlyUnits: early === 'units' ? toNumber(values.earlyUnits) : null,
    timeWindow: early === 'off' ? null : values.timeWindow || null,
  };
}
