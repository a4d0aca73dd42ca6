import { Readable } from 'node:stream';

/**
 * CSV as RFC 4180 writes it (comma separated, CRLF line ends, a cell holding a comma, quote,
 * CR or LF quoted with its quotes doubled), with one addition: a cell a spreadsheet would read
 * as a formula (starting with `=`, `+`, `-`, `@`, or a tab or CR before them) gets a leading `'`,
 * so an exported value can never run as one.
 */
const formulaStart = /^[=+\-@\t\r]/;
const needsQuotes = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'string' ? value : String(value);
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The answer's headers for a CSV download named `<name>-<YYYY-MM-DD>.csv`. */
export function csvHeaders(name: string): Record<string, string> {
  const day = new Date().toISOString().slice(0, 10);
  return {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="${name}-${day}.csv"`,
    'cache-control': 'no-store',
  };
}

/**
 * The text of a CSV export: the header row, then each batch's rows joined into one chunk (one
 * write per batch rather than per row), read from the owner batch by batch as the reply drains.
 */
export async function* csvChunks<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  cellsOf: (item: T) => readonly unknown[],
): AsyncGenerator<string> {
  yield csvRow(header);
  for await (const batch of batches) {
    let chunk = '';
    for (const item of batch) chunk += csvRow(cellsOf(item));
    yield chunk;
  }
}

/** Rows an export asks an owner for at a time (one CSV chunk each). */
export const exportBatchSize = 500;

/**
 * The export as the reply's body: `csvChunks` pulled one chunk at a time, so no more than one
 * batch waits in memory while the client reads slowly (a Readable's default would buffer 16).
 */
export function csvStream<T>(
  header: readonly string[],
  batches: AsyncIterable<readonly T[]>,
  cellsOf: (item: T) => readonly unknown[],
): Readable {
  return Readable.from(csvChunks(header, batches, cellsOf), { highWaterMark: 1 });
}
