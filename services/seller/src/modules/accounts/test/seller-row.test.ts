import {
  reviewReasonCodes,
  sellerExportFields,
  sellerFieldList,
  sellerFields,
  type SellerFieldKind,
  type SellerFieldKindTypes,
  type SellerFieldName,
  type SellerFieldValues,
} from '@drops/contracts';
import {
  recordedReviewOf,
  sellerChangesToRow,
  sellerExportColumns,
  sellerExportRowOf,
  sellerFromRow,
  type SellerChanges,
  type SellerRow,
} from '../seller-row';

/**
 * The seller's declaration (packages/contracts seller-fields.ts) against its one mapping: every
 * declared field, given a value unlike its column's default, comes back the same through
 * changes → row → seller → changes. A field declared but not mapped (or mapped to the wrong
 * column) fails here.
 */

const instant = '2026-03-04T05:06:07.000Z';
const sampleOfKind: { [K in SellerFieldKind]: (name: string) => SellerFieldKindTypes[K] } = {
  id: (name) => `id-of-${name}`,
  text: (name) => `text of ${name}`,
  address: (name) => `${name.toLowerCase()}@example.com`,
  addressOrNull: (name) => `${name.toLowerCase()}@example.org`,
  textOrNull: (name) => `${name} as text`,
  flag: () => true,
  flagOnByDefault: () => false,
  count: (name) => name.length + 7,
  version: () => 5,
  instant: () => instant,
  momentOrNull: (name) => Date.parse(instant) + name.length,
  roles: () => ['brand', 'collector'],
  accountType: () => 'sell',
  invitation: () => 'invited',
  reviewReason: () => reviewReasonCodes[1] ?? null,
};

const samples = Object.fromEntries(
  sellerFieldList.map(({ name, kind }) => [name, sampleOfKind[kind](name)]),
) as SellerFieldValues;

const changeable = sellerFieldList.filter((field) => !field.serverKept);
const serverKept = sellerFieldList.filter((field) => field.serverKept);

/** A row holding every sample: the changes as written, the server's own columns as stored. */
function sampleRow(): SellerRow {
  const changes = Object.fromEntries(changeable.map(({ name }) => [name, samples[name]]));
  const row: Record<string, unknown> = { ...sellerChangesToRow(changes as SellerChanges, 1) };
  for (const { name, column, kind } of serverKept)
    row[column] = kind === 'instant' ? Date.parse(instant) : samples[name];
  return row as SellerRow;
}

describe('the seller row mapping', () => {
  it('writes every changeable field to its declared column', () => {
    const row = sampleRow();
    for (const { column } of sellerFieldList) expect(row).toHaveProperty(column);
    expect(row.username_key).toBe(samples.username.toLowerCase());
  });

  it('reads every field back as it was written', () => {
    const row = sampleRow();
    const seller = sellerFromRow(row);
    const shown = sellerFieldList.filter((field) => !field.view);
    for (const { name } of shown)
      expect([name, seller[name as keyof typeof seller]]).toEqual([name, samples[name]]);
    // The custom views and the hidden fields, each where it is answered.
    expect(seller.role).toEqual(samples.roles);
    expect(seller.roles).toEqual(samples.roles);
    expect(seller.emailVerified).toBe(true);
    expect(seller).not.toHaveProperty('passwordHash');
    expect(row.password_hash).toBe(samples.passwordHash);
    expect(recordedReviewOf(row)).toEqual({
      reason: samples.reviewReason,
      note: samples.reviewNote,
      decidedAt: new Date(samples.reviewedAt ?? 0).toISOString(),
      requestedAt: new Date(samples.sellRequestedAt ?? 0).toISOString(),
    });
    const coveredByHand: SellerFieldName[] = [
      'roles',
      'emailVerifiedAt',
      'passwordHash',
      'reviewReason',
      'reviewNote',
      'reviewedAt',
      'sellRequestedAt',
    ];
    expect(
      sellerFieldList
        .filter((field) => field.view)
        .map((field) => field.name)
        .sort(),
    ).toEqual([...coveredByHand].sort());
  });

  it('writes what it read back to the same columns', () => {
    const row = sampleRow();
    const seller = sellerFromRow(row);
    const shownChanges = Object.fromEntries(
      changeable
        .filter((field) => !field.view)
        .map(({ name }) => [name, seller[name as keyof typeof seller]]),
    );
    const again = sellerChangesToRow(shownChanges as SellerChanges, 1);
    for (const { name, column } of changeable.filter((field) => !field.view))
      expect([name, again[column as keyof SellerRow]]).toEqual([
        name,
        row[column as keyof SellerRow],
      ]);
  });

  it('exports every exported field as the seller shows it, in the CSV order', () => {
    const row = sampleRow();
    const exportRow = Object.fromEntries(
      sellerExportColumns.map((column) => [column, row[column]]),
    );
    const exported = sellerExportRowOf(exportRow as Parameters<typeof sellerExportRowOf>[0]);
    const seller = sellerFromRow(row);
    expect(Object.keys(exported)).toEqual([...sellerExportFields]);
    for (const name of sellerExportFields) expect(exported[name]).toEqual(seller[name]);
    // The columns are numbered 1..n, each once.
    expect(sellerExportFields.map((name) => sellerFields[name].exported)).toEqual(
      sellerExportFields.map((_, index) => index + 1),
    );
  });
});
