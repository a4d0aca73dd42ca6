import type { Knex } from 'knex';
import { isMysql } from '@drops/db';

/**
 * How a search term is matched against product name and brand: every word must match.
 * On MySQL/MariaDB a word the full-text index holds is matched as a word prefix through
 * `MATCH ... AGAINST` (index `products_search`) or, equivalently, a `\bword` REGEXP while
 * walking the newest-first index; words the index cannot answer (too short, stopwords) and
 * every word on SQLite are matched as substrings with LIKE.
 */
export interface SearchPlan {
  /** Words for `+word*` in BOOLEAN MODE; letters and digits only, so no operator survives. */
  indexedWords: string[];
  /** Matched with `LIKE %word%` (wildcards escaped). */
  substringWords: string[];
}

export interface FulltextRules {
  minTokenSize: number;
  maxTokenSize: number;
  stopwords: Set<string>;
}

/** InnoDB's defaults, used when the server does not tell us its own. */
const defaultRules: FulltextRules = {
  minTokenSize: 3,
  maxTokenSize: 84,
  stopwords: new Set(
    'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und the www'.split(
      ' ',
    ),
  ),
};

/** The server's full-text limits and stopwords, read once. */
export async function readFulltextRules(db: Knex): Promise<FulltextRules> {
  try {
    const [[settings]] = (await db.raw(
      'SELECT @@innodb_ft_min_token_size AS minTokenSize, @@innodb_ft_max_token_size AS maxTokenSize, @@innodb_ft_enable_stopword AS stopwordsOn',
    )) as [[{ minTokenSize: number; maxTokenSize: number; stopwordsOn: number }]];
    let stopwords = new Set<string>();
    if (Number(settings.stopwordsOn) === 1) {
      const [rows] = (await db.raw(
        'SELECT value FROM information_schema.INNODB_FT_DEFAULT_STOPWORD',
      )) as [{ value: string }[]];
      stopwords = new Set(rows.map((row) => row.value.toLowerCase()));
    }
    return {
      minTokenSize: Number(settings.minTokenSize),
      maxTokenSize: Number(settings.maxTokenSize),
      stopwords,
    };
  } catch {
    return defaultRules;
  }
}

/** Letters and digits: what both the full-text parser and `\b` treat as a word. */
export function wordsOf(term: string): string[] {
  return term
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** `rules` is null where there is no full-text index (SQLite). */
export function planSearch(term: string, rules: FulltextRules | null): SearchPlan {
  const words = [...new Set(wordsOf(term))];
  // Only punctuation: look for the text as it was typed, taken literally.
  if (words.length === 0) return { indexedWords: [], substringWords: [term] };
  if (!rules) return { indexedWords: [], substringWords: words };
  const indexed = (word: string) =>
    [...word].length >= rules.minTokenSize &&
    [...word].length <= rules.maxTokenSize &&
    !rules.stopwords.has(word);
  return {
    indexedWords: words.filter(indexed),
    substringWords: words.filter((word) => !indexed(word)),
  };
}

export function booleanQueryOf(words: string[]): string {
  return words.map((word) => `+${word}*`).join(' ');
}

/** A REGEXP for a word prefix; the word holds only letters and digits. */
export function wordPrefixPattern(word: string): string {
  return `\\b${word}`;
}

export function fulltextAvailable(db: Knex): boolean {
  return isMysql(db);
}
