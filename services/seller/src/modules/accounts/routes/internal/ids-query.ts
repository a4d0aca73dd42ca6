/** The distinct ids of an `ids` query (comma-separated), the first `max` of them. */
export function idsOf(list: string, max: number): string[] {
  return [...new Set(list.split(',').filter(Boolean))].slice(0, max);
}
