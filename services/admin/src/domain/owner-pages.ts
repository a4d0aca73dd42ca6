/**
 * Every item of an owner's paged list, one page (`batchSize`) at a time, asked for only once
 * the previous page has been written out: the export holds one page in memory whatever the total.
 */
export async function* ownerPages<T>(
  fetchPage: (page: number, limit: number) => Promise<{ items: T[] }>,
  batchSize = 500,
): AsyncGenerator<T[]> {
  for (let page = 1; ; page += 1) {
    const { items } = await fetchPage(page, batchSize);
    if (items.length > 0) yield items;
    if (items.length < batchSize) return;
  }
}
