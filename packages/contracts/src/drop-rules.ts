/**
 * Drop rules the drop editor and the catalog both apply, written once (spec sections 5 and 9).
 * Plain functions over plain values: the editor calls them on what was typed, the catalog on
 * what will be stored.
 */

export interface VariationOption {
  option: string;
  quantity: number;
}

const optionPattern = /^([^:,]+):\s*(\d+)$/;

/**
 * "S: 10, M: 5" → [{ option: 'S', quantity: 10 }, { option: 'M', quantity: 5 }]; null when any
 * part is not "option: whole number". Blank is no options.
 */
export function parseVariationData(data: string): VariationOption[] | null {
  const text = data.trim();
  if (text === '') return [];
  const options: VariationOption[] = [];
  for (const part of text.split(',')) {
    const match = optionPattern.exec(part.trim());
    if (!match) return null;
    options.push({ option: match[1]!.trim(), quantity: Number(match[2]) });
  }
  return options;
}

export function variationDataIsValid(data: string): boolean {
  return parseVariationData(data) !== null;
}

/** Tags are compared trimmed and without case. */
export const tagKey = (tag: string) => tag.trim().toLowerCase();

/** Custom tags are non-empty and unique. */
export function tagsAreValid(tags: readonly string[]): boolean {
  const keys = tags.map(tagKey);
  return keys.every((tag) => tag !== '') && new Set(keys).size === keys.length;
}

/** Purchase links are http(s) links. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A flex drop marked as part of a series must name it: a collection chosen, or a series name
 * given ("Series name is required" otherwise).
 */
export function seriesNameMissing(drop: {
  isSeries: boolean;
  seriesName: string;
  collectionId: string | null;
}): boolean {
  return drop.isSeries && drop.seriesName.trim() === '' && !drop.collectionId;
}
