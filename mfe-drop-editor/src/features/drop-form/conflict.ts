import { formatInstant, productCategoryLabel, type AccountType } from '@drops/contracts';
import { formatPrice } from '@drops/format';
import type { DescribedFieldGroup } from '@drops/forms';
import { editorMessages } from '../../messages';
import { expiryOf, launchOf, type DropFormValues } from './form-values';
import { instantOf, type WallMoment } from './moments';
import { withFormTexts } from './form-text-fields';

/**
 * Issue 17: what the drop editor compares when a save is refused because the drop was saved
 * elsewhere. Fields that belong together are kept or taken together.
 */
export type DropFieldGroup = DescribedFieldGroup<DropFormValues>;

const words = editorMessages.conflict;
const list = (items: readonly string[]) => items.join(', ');
const fileName = (url: string) => url.split(/[/?#]/).filter(Boolean).pop() ?? url;

const group = (
  key: string,
  label: string,
  fields: DropFieldGroup['fields'],
  describe: DropFieldGroup['describe'],
): DropFieldGroup => ({ key, label, fields, describe });

const text = (field: keyof DropFormValues, label: string) =>
  group(field, label, [field], (values) => String(values[field]).trim());

const identity = [
  text('name', editorMessages.title),
  text('description', editorMessages.description),
  text('brandName', editorMessages.brandName),
  group('category', editorMessages.category, ['category'], (values) =>
    values.category ? productCategoryLabel(values.category) : '',
  ),
];

const series = (label: string) =>
  group('series', label, ['isSeries', 'collectionId', 'seriesName'], (values) =>
    values.isSeries ? values.seriesName || words.noCollection : words.notInSeries,
  );

const visuals = group('visuals', editorMessages.visuals.legend, ['visuals'], (values) =>
  values.visuals
    .map((visual, index) => words.visual(index + 1, fileName(visual.url), visual.type === 'video'))
    .join('\n'),
);

const variations = group(
  'variations',
  editorMessages.sections.variations,
  ['variationsTitle', 'variations'],
  (values) =>
    [
      values.variationsTitle,
      ...values.variations.map((variation) => `${variation.name}: ${variation.data}`),
    ]
      .filter((line) => line.trim() !== '')
      .join('\n'),
);

const money = (typed: string) =>
  typed.trim() === '' || Number.isNaN(Number(typed)) ? typed : formatPrice(Number(typed));
/** A moment as the conflict view tells it: en-GB with the zone, or as typed if it is not one. */
const moment = (label: string, typed: WallMoment, zone: string) => {
  if (typed.day === '') return '';
  const instant = instantOf(typed, zone, null);
  return `${label}: ${instant === null ? `${typed.day} ${typed.time}`.trim() : formatInstant(instant, zone)}`;
};

const valueTags = group(
  'curatedValueTag',
  editorMessages.valueTags,
  ['curatedValueTag'],
  (values) => list(values.curatedValueTag),
);
const customTags = group('tags', editorMessages.customTags, ['tags'], (values) =>
  list(values.tags),
);
const prices = [
  group('price', editorMessages.price, ['price'], (values) => money(values.price)),
  group('rrp', editorMessages.rrp, ['rrp'], (values) => money(values.rrp)),
  text('quantity', editorMessages.quantity),
];
// Days and times read in the zone, so the three are kept or taken together (issue 31).
const timing = group(
  'timing',
  editorMessages.sections.timing,
  ['launchDate', 'launchTime', 'expiryDate', 'expiryTime', 'timeZone'],
  (values) =>
    [
      moment(editorMessages.launchDate, launchOf(values), values.timeZone),
      moment(editorMessages.expiryDate, expiryOf(values), values.timeZone),
    ]
      .filter(Boolean)
      .join('\n'),
);
const purchaseUrl = text('purchaseUrl', editorMessages.purchaseUrl);
const earlyAccess = group(
  'earlyAccess',
  editorMessages.earlyAccess,
  ['earlyAccess', 'earlyUnits', 'timeWindow'],
  (values) =>
    [
      editorMessages.earlyAccessModes[values.earlyAccess],
      values.earlyAccess === 'units' && values.earlyUnits ? words.units(values.earlyUnits) : '',
      values.earlyAccess !== 'off' && values.timeWindow ? values.timeWindow : '',
    ]
      .filter(Boolean)
      .join(', '),
);

/** The spec's groups of each account's form, in the form's order. */
const specGroups: Record<AccountType, readonly DropFieldGroup[]> = {
  sell: [
    ...identity,
    series(editorMessages.collections.sellLabel),
    valueTags,
    customTags,
    visuals,
    ...prices,
    variations,
    timing,
    purchaseUrl,
    earlyAccess,
  ],
  flex: [...identity, series(editorMessages.collections.flexLabel), visuals, variations],
};

const groupsOf = (accountType: AccountType) =>
  withFormTexts(
    specGroups[accountType],
    accountType,
    (field) => text(field.name, field.label),
    (group, after) => group.fields.includes(after as keyof DropFormValues),
  );

/**
 * What each account's form shows, in the form's order (flex: identity, visuals, variations),
 * with the text fields declared in the contract.
 */
export const conflictGroups: Record<AccountType, readonly DropFieldGroup[]> = {
  sell: groupsOf('sell'),
  flex: groupsOf('flex'),
};
