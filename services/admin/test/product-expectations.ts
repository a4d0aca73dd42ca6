/**
 * What a product search should find, computed independently of the SQL: every word must match
 * the name or the brand. On MySQL a word the full-text index holds (3+ characters, not a
 * stopword) matches as a word prefix, any other word as a substring; on SQLite every word
 * matches as a substring. Test searches are chosen so that both readings agree where noted.
 */
const innodbStopwords = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

export function searchMatches(
  fields: string[],
  search: string,
  database: 'mysql' | 'sqlite',
): boolean {
  const words = wordsOf(search);
  const lowered = fields.map((field) => field.toLowerCase());
  if (words.length === 0) return lowered.some((field) => field.includes(search.toLowerCase()));
  return words.every((word) => {
    const indexed = database === 'mysql' && word.length >= 3 && !innodbStopwords.has(word);
    if (!indexed) return lowered.some((field) => field.includes(word));
    return lowered.some((field) => wordsOf(field).some((token) => token.startsWith(word)));
  });
}
