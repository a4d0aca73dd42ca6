import { Type, type TOptional, type TSchema, type TString } from '@sinclair/typebox';
import type { AccountType, EarlyAccessWindow } from './domain';
import type { StoredProductStatus } from './drop-status';
import type { Variation, Visual } from './product';
import { fieldListOf, type FieldsWhere } from './field-declarations';

/**
 * One declaration of a drop's stored fields (issue 29): the catalog's row ⇄ drop mapping, its
 * defaults, its change list, the CSV export's columns, and the editor's values, order and
 * conflict view of a plain field all derive from here. The recipe is in the drops README.
 */

/** How a field is kept and read; each kind has one codec (`services/catalog` product-row). */
export interface DropFieldKindTypes {
  /** Text, trimmed when received. */
  text: string;
  /** A stored media key or link, kept as sent. */
  media: string;
  /** Pounds with two decimals (DECIMAL(12,2)). */
  money: number | null;
  count: number | null;
  flag: boolean;
  /** A list of words, stored as JSON. */
  texts: string[];
  /** An instant, stored as epoch ms, answered as ISO. */
  moment: number | null;
  zone: string | null;
  /** A collection id, answered as `{ _id, collectionName }`. */
  reference: string | null;
  visuals: Visual[];
  variations: Variation[];
  window: EarlyAccessWindow | null;
  status: StoredProductStatus;
}
export type DropFieldKind = keyof DropFieldKindTypes;

/** The value a new drop starts with, per kind. */
export const dropFieldEmptyValues: { [K in DropFieldKind]: DropFieldKindTypes[K] } = {
  text: '',
  media: '',
  money: null,
  count: null,
  flag: false,
  texts: [],
  moment: null,
  zone: null,
  reference: null,
  visuals: [],
  variations: [],
  window: null,
  status: 'draft',
};

export interface DropFieldDeclaration {
  /** Its column in `products`. */
  column: string;
  kind: DropFieldKind;
  /**
   * How a seller's body sets it: `plain` (the default) takes the value as sent (text trimmed),
   * `custom` is read by hand in the catalog's `productChangesOf`, `ignored` is never set by a
   * seller (an administrator's or the server's).
   */
  input?: 'plain' | 'custom' | 'ignored';
  /** The drop views (seller and administrator) make it by hand rather than copy it. */
  customView?: true;
  /** A column of the administrators' CSV export, in declaration order. */
  exported?: true;
  /**
   * A field added after the spec: its request and response schemas derive from here (a text's
   * longest length) instead of being written in product.ts and product-requests.ts.
   */
  plain?: { maxLength: number };
  /** Shown and compared by that name (the editor's label and conflict view, the admin's detail). */
  label?: string;
  /** A text the drop editor edits as typed: placed after `after` in its accounts' forms. */
  form?: { after: string; accounts: readonly AccountType[] };
}

/**
 * A drop's stored fields in the order they are read. The export's columns follow this order, so
 * a new field goes at the end.
 */
export const dropFields = {
  name: { column: 'name', kind: 'text', exported: true },
  description: { column: 'description', kind: 'text' },
  brandName: { column: 'brand_name', kind: 'text', exported: true },
  category: { column: 'category', kind: 'text', exported: true },
  status: { column: 'status', kind: 'status', input: 'custom', customView: true, exported: true },
  badge: { column: 'badge', kind: 'flag', input: 'ignored', exported: true },
  selling: { column: 'selling', kind: 'flag', input: 'ignored', exported: true },
  mainImage: { column: 'main_image', kind: 'media' },
  visuals: { column: 'visuals', kind: 'visuals', input: 'custom', customView: true },
  price: { column: 'price', kind: 'money', exported: true },
  rrp: { column: 'rrp', kind: 'money', exported: true },
  quantity: { column: 'quantity', kind: 'count', exported: true },
  purchaseUrl: { column: 'purchase_url', kind: 'text' },
  launchDate: {
    column: 'launch_date',
    kind: 'moment',
    input: 'custom',
    customView: true,
    exported: true,
  },
  expiryDate: { column: 'expiry_date', kind: 'moment', input: 'custom', customView: true },
  allowEarlyAccess: { column: 'allow_early_access', kind: 'flag' },
  earlyUnits: { column: 'early_units', kind: 'count' },
  timeWindow: { column: 'time_window', kind: 'window', input: 'custom' },
  unlockManyUnits: { column: 'unlock_many_units', kind: 'flag' },
  isNook: { column: 'is_nook', kind: 'flag' },
  tags: { column: 'tags', kind: 'texts', input: 'custom' },
  categories: { column: 'categories', kind: 'texts', input: 'custom' },
  curatedValueTag: { column: 'curated_value_tag', kind: 'texts' },
  variationsTitle: { column: 'variations_title', kind: 'text' },
  variationsObjects: { column: 'variations_objects', kind: 'variations', input: 'custom' },
  features: { column: 'features', kind: 'texts' },
  feedbacks: { column: 'feedbacks', kind: 'texts' },
  isSeries: { column: 'is_series', kind: 'flag' },
  seriesName: { column: 'series_name', kind: 'text' },
  collectionId: { column: 'collection_id', kind: 'reference', input: 'custom', customView: true },
  /** The zone the seller gave the launch and expiry in (issue 17); null when none was given. */
  timeZone: { column: 'time_zone', kind: 'zone', input: 'custom' },
  /** The seller's own stock code (issue 29's proof of the recipe): optional, shown and exported. */
  sku: {
    column: 'sku',
    kind: 'text',
    exported: true,
    plain: { maxLength: 64 },
    label: 'SKU',
    form: { after: 'quantity', accounts: ['sell'] },
  },
} as const satisfies Record<string, DropFieldDeclaration>;

export type DropFieldName = keyof typeof dropFields;

/** The stored fields of a drop in domain terms: dates as epoch ms, stored lowercase status. */
export type ProductFields = {
  -readonly [K in DropFieldName]: DropFieldKindTypes[(typeof dropFields)[K]['kind']];
};

/** The declarations as one list, each with its name, in declaration order. */
export const dropFieldList = fieldListOf<DropFieldName, DropFieldDeclaration>(dropFields);

/** The names of the declarations that carry `Key`. */
type DropFieldsWith<Key extends string> = FieldsWhere<typeof dropFields, Key>;
/** The fields added after the spec, whose schemas derive from here (`plain`). */
export type PlainDropFieldName = DropFieldsWith<'plain'>;
/** The fields of the administrators' CSV export (`exported`). */
export type ExportedDropFieldName = DropFieldsWith<'exported'>;
/** The exported fields in declaration order. */
export const exportedDropFields = dropFieldList.flatMap((field) =>
  field.exported ? [field.name as ExportedDropFieldName] : [],
);
/** The text fields the drop editor edits as typed (`form`). */
export type DropFormTextFieldName = DropFieldsWith<'form'>;

const plainDropFields = dropFieldList.filter((field) => field.plain);
const plainSchemas = <T extends TSchema>(schemaOf: (maxLength: number) => T) =>
  Object.fromEntries(
    plainDropFields.map((field) => [field.name, schemaOf(field.plain?.maxLength ?? 0)]),
  ) as { [K in PlainDropFieldName]: T };
/** Their properties of every drop answer (product.ts), after the spec's. */
export const plainDropResponseProperties = plainSchemas((): TString => Type.String());
/** Their properties of the seller's POST and PUT body (product-requests.ts). */
export const plainDropInputProperties = plainSchemas((maxLength): TOptional<TString> =>
  Type.Optional(Type.String({ maxLength })),
);

/** The drop editor's plain text fields (`form`), in declaration order. */
export const dropFormTextFields = dropFieldList.flatMap((field) =>
  field.form
    ? [
        {
          name: field.name as DropFormTextFieldName,
          label: field.label ?? field.name,
          maxLength: field.plain?.maxLength,
          ...field.form,
        },
      ]
    : [],
);
