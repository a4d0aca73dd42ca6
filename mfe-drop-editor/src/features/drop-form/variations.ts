export interface VariationOption {
  option: string;
  quantity: number;
}

const optionPattern = /^([^:,]+):\s*(\d+)$/;

/**
 * "S: 10, M: 5" → [{ option: 'S', quantity: 10 }, { option: 'M', quantity: 5 }]; null when any
 * part is not "option: whole number" (the rule the server applies). Blank is no options.
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
