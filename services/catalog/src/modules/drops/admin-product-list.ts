import type { Knex } from 'knex';
import type { CatalogProduct, ProductExportRow, StoredProductStatus } from '@drops/contracts';
import {
  containsPattern,
  countOf,
  isMysql,
  keysetBatchOf,
  newestFirstAfter,
  offsetOf,
  type KeysetBatch,
  type KeysetPosition,
  type Page,
  type PageRequest,
} from '@drops/db';
import { CountCache, type CountCacheOptions } from './count-cache';
import { productQuery } from './product-row';
import { toAdminProduct } from './product-views';
import {
  productExportColumns,
  toProductExportRow,
  type ProductExportColumns,
} from './product-export';
import {
  booleanQueryOf,
  fulltextAvailable,
  planSearch,
  readFulltextRules,
  wordPrefixPattern,
  type FulltextRules,
  type SearchPlan,
} from './product-search';

/** Category filter: one category compared without case, or "other" (none of `namedCategories`). */
export type CategoryFilter = { name: string } | 'other';

export interface ProductListFilter {
  status?: StoredProductStatus;
  category?: CategoryFilter;
  search?: string;
}

/**
 * How a searched page is read on MySQL. `fulltext`: every match from the full-text index, then
 * sorted; cheap when matches are few. `scan`: walk the newest-first index and test each row
 * (REGEXP word prefix); cheap when matches are common. `auto` picks by the expected cost.
 */
export type SearchStrategy = 'auto' | 'fulltext' | 'scan';

export interface ProductsRepositoryOptions {
  counts?: CountCacheOptions;
  /** From this many products on, totals are reused for a while (see CountCache). */
  largeTableRows?: number;
  /** Tests force one way of reading a search to check that both give the same answer. */
  searchStrategy?: SearchStrategy;
}

/** The spec's administrator category options other than Other, lower-cased. */
export const namedCategories = ['fashion', 'beauty', 'wellness', 'art'] as const;

/** Newest rows sampled to judge how common the searched words are. */
const sampleSize = 1_000;
/**
 * Measured on MariaDB 10.11: the full-text index costs about ten times more per matching
 * document than a scan costs per row, so a word held by more than a tenth of the rows is
 * counted faster by scanning, and a page is read faster by walking the newest-first index
 * whenever that walk reads fewer than ten rows per match.
 */
const fulltextCostPerMatch = 10;

/** How many products there are, and whether that is enough for totals to be reused. */
interface TableSize {
  rows: number;
  large: boolean;
}

const newestFirst = [
  { column: 'created_at', order: 'desc' },
  { column: 'id', order: 'desc' },
] as const;
/**
 * The administrator's list of every seller's drops (the admin service asks through
 * `/internal/products`): searched and filtered with its totals, and the export's batches.
 */
export function createAdminProductList(db: Knex, options: ProductsRepositoryOptions = {}) {
  const counts = new CountCache(options.counts);
  const mysql = isMysql(db);
  let rules: Promise<FulltextRules> | undefined;

  async function planOf(search: string): Promise<SearchPlan> {
    if (!fulltextAvailable(db)) return planSearch(search, null);
    rules ??= readFulltextRules(db);
    return planSearch(search, await rules);
  }

  /** Filters on the bare `products` table; `strategy` says how indexed words are matched. */
  function filtered(
    trx: Knex | Knex.Transaction,
    filter: ProductListFilter,
    plan: SearchPlan | null,
    strategy: 'fulltext' | 'scan',
  ): Knex.QueryBuilder {
    const query = trx('products');
    if (filter.status) query.where('status', filter.status);
    const category = filter.category;
    // MySQL's collations ignore case (and keep the category index usable); SQLite needs lower().
    if (category === 'other') {
      if (mysql) query.whereNotIn('category', [...namedCategories]);
      else
        query.whereRaw(`lower(category) NOT IN (${namedCategories.map(() => '?').join(', ')})`, [
          ...namedCategories,
        ]);
    } else if (category) {
      if (mysql) query.where('category', category.name);
      else query.whereRaw('lower(category) = ?', [category.name]);
    }
    if (plan) {
      if (plan.indexedWords.length > 0 && strategy === 'fulltext') {
        query.whereRaw('MATCH(name, brand_name) AGAINST (? IN BOOLEAN MODE)', [
          booleanQueryOf(plan.indexedWords),
        ]);
      } else {
        for (const word of plan.indexedWords) {
          const pattern = wordPrefixPattern(word);
          query.whereRaw('(name REGEXP ? OR brand_name REGEXP ?)', [pattern, pattern]);
        }
      }
      for (const word of plan.substringWords) {
        const pattern = containsPattern(word);
        query.whereRaw("(name LIKE ? ESCAPE '!' OR brand_name LIKE ? ESCAPE '!')", [
          pattern,
          pattern,
        ]);
      }
    }
    return query;
  }

  function countKey(filter: ProductListFilter): string {
    return JSON.stringify([filter.status ?? null, filter.category ?? null, filter.search ?? null]);
  }

  const largeTableRows = options.largeTableRows ?? 10_000;
  const forced = options.searchStrategy ?? 'auto';

  async function tableRows(trx: Knex | Knex.Transaction): Promise<number> {
    return counts.get(
      countKey({}),
      async () => countOf(await trx('products').count({ count: '*' }).first()),
      (value) => value >= largeTableRows,
    );
  }

  /** Share of the newest rows holding each indexed word, summed: how long the posting lists are. */
  async function wordShare(trx: Knex | Knex.Transaction, words: string[]): Promise<number> {
    const sample = trx('products')
      .select('name', 'brand_name')
      .orderBy([...newestFirst])
      .limit(sampleSize)
      .as('sample');
    const sums = words.map(
      (_, index) =>
        `COALESCE(SUM(CASE WHEN name REGEXP ? OR brand_name REGEXP ? THEN 1 ELSE 0 END), 0) AS w${index}`,
    );
    const bindings = words.flatMap((word) => [wordPrefixPattern(word), wordPrefixPattern(word)]);
    const row = (await trx
      .from(sample)
      .select(trx.raw(['COUNT(*) AS sampled', ...sums].join(', '), bindings))
      .first()) as Record<string, unknown> | undefined;
    const sampled = Number(row?.sampled ?? 0);
    if (sampled === 0) return 0;
    return words.reduce((share, _, index) => share + Number(row?.[`w${index}`] ?? 0), 0) / sampled;
  }

  async function countStrategy(
    trx: Knex | Knex.Transaction,
    plan: SearchPlan | null,
    large: boolean,
  ): Promise<'fulltext' | 'scan'> {
    if (forced !== 'auto') return forced;
    if (!plan || plan.indexedWords.length === 0 || !large) return 'fulltext';
    const share = await wordShare(trx, plan.indexedWords);
    return share * fulltextCostPerMatch < 1 ? 'fulltext' : 'scan';
  }

  /** Exact on a small table; on a large one reused for a while (see CountCache). */
  async function total(
    trx: Knex | Knex.Transaction,
    filter: ProductListFilter,
    plan: SearchPlan | null,
    table: TableSize,
  ): Promise<number> {
    if (!filter.status && !filter.category && !filter.search) return table.rows;
    return counts.get(
      countKey(filter),
      async () => {
        const strategy = await countStrategy(trx, plan, table.large);
        return countOf(await filtered(trx, filter, plan, strategy).count({ count: '*' }).first());
      },
      () => table.large,
    );
  }

  async function pageStrategy(
    trx: Knex | Knex.Transaction,
    filter: ProductListFilter,
    plan: SearchPlan | null,
    matches: number,
    table: TableSize,
    request: PageRequest,
  ): Promise<'fulltext' | 'scan'> {
    if (!plan || plan.indexedWords.length === 0) return 'scan';
    if (forced !== 'auto') return forced;
    const candidates = await total(trx, { ...filter, search: undefined }, null, table);
    const rowsToWalk = ((offsetOf(request) + request.limit) * candidates) / Math.max(matches, 1);
    return rowsToWalk <= matches * fulltextCostPerMatch ? 'scan' : 'fulltext';
  }

  return {
    /**
     * Newest first. The page's ids come from a narrow query on `products` alone (an index walk
     * or the full-text index); the collection is joined to those rows only.
     */
    async list(
      request: PageRequest & ProductListFilter,
      trx: Knex | Knex.Transaction = db,
    ): Promise<Page<CatalogProduct>> {
      const filter: ProductListFilter = {
        status: request.status,
        category: request.category,
        search: request.search,
      };
      const rows = await tableRows(trx);
      const table: TableSize = { rows, large: rows >= largeTableRows };
      const plan = filter.search ? await planOf(filter.search) : null;
      const matches = await total(trx, filter, plan, table);
      if (offsetOf(request) >= matches) return { items: [], total: matches };
      const strategy = await pageStrategy(trx, filter, plan, matches, table, request);
      // The page's ids in a derived table, joined to the full rows: one round trip.
      const page = filtered(trx, filter, plan, strategy)
        .select('id', 'created_at')
        .orderBy([...newestFirst])
        .limit(request.limit)
        .offset(offsetOf(request))
        .as('page');
      const found = await productQuery(trx)
        .join(page, 'page.id', 'products.id')
        .orderBy([
          { column: 'page.created_at', order: 'desc' },
          { column: 'page.id', order: 'desc' },
        ]);
      return { items: found.map(toAdminProduct), total: matches };
    },

    /**
     * The list's filters, `limit` drops newest first after `after` (keyset, for an export that
     * reads every row once in one walk of the newest-first index: no total, no offset). A search
     * is tested row by row on that walk, whose cost is the walk's whatever the word.
     */
    async batch(
      request: ProductListFilter & { limit: number; after?: KeysetPosition },
      trx: Knex | Knex.Transaction = db,
    ): Promise<KeysetBatch<ProductExportRow>> {
      const plan = request.search ? await planOf(request.search) : null;
      const ids = newestFirstAfter(filtered(trx, request, plan, 'scan'), request.after)
        .select('id', 'created_at')
        .limit(request.limit)
        .as('batch');
      // The export's columns only: the JSON columns and the collection are never read.
      const rows = (await trx('products')
        .select(productExportColumns.map((column) => `products.${column}`))
        .join(ids, 'batch.id', 'products.id')
        .orderBy([
          { column: 'batch.created_at', order: 'desc' },
          { column: 'batch.id', order: 'desc' },
        ])) as ProductExportColumns[];
      return keysetBatchOf(
        rows,
        request.limit,
        (row) => ({ createdAt: Number(row.created_at), id: row.id }),
        toProductExportRow,
      );
    },
  };
}
