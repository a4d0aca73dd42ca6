/**
 * A strict RFC 4180 reader for the tests of the CSV exports (the admin service's Jest suite and
 * the e2e suite's downloads): CRLF rows, quoted cells with doubled quotes; anything else throws.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let index = 0;
  let quoted = false;
  while (index < text.length) {
    const char = text[index]!;
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') quoted = false;
      else cell += char;
      index += 1;
      continue;
    }
    if (char === '"') {
      if (cell !== '') throw new Error(`A quote inside an unquoted cell at ${index}`);
      quoted = true;
    } else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else if (char === '\n' || char === '\r') {
      throw new Error(`A bare line break at ${index}`);
    } else cell += char;
    index += 1;
  }
  if (quoted) throw new Error('An unterminated quoted cell');
  if (cell !== '' || row.length > 0) throw new Error('The last row has no CRLF');
  return rows;
}

/** Rows as objects keyed by the header row. */
export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) return [];
  return rows.map((row, index) => {
    if (row.length !== header.length)
      throw new Error(`Row ${index + 1} has ${row.length} cells, the header ${header.length}`);
    return Object.fromEntries(header.map((name, column) => [name, row[column]!]));
  });
}
