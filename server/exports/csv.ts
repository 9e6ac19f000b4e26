import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/** Rows fetched per round trip: memory stays flat however long the export is. */
export const EXPORT_CHUNK = 1000;

/** The last row of the previous chunk, in the lists' order (newest first, then id). */
export interface ExportCursor {
  id: string;
}

/**
 * Text a spreadsheet would turn into a number, losing what a bank reads: an account or id number
 * (leading zeros, digits past the 15th) or an international mobile, which would also start a
 * formula with its '+'. None can hold a quote, so ="…" keeps it as the same text, run as nothing.
 */
const NUMBER_AS_TEXT = /^(?:[0-9]+|\+[0-9][0-9 ()-]*[0-9])$/;

// Any other text a spreadsheet would run as a formula gets an apostrophe first (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value === 'string') {
    if (NUMBER_AS_TEXT.test(text)) text = `="${text}"`;
    else if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (values: readonly unknown[]) => `${values.map(cell).join(',')}\r\n`;

/**
 * Streams a CSV: the header, then every row, reading the rows chunk by chunk after a keyset
 * cursor, so the database never sorts more than a chunk ahead and nothing waits for the end.
 */
export function sendCsv<Row extends { id: string }>(
  reply: FastifyReply,
  options: {
    filename: string;
    header: readonly string[];
    fetchChunk: (after: ExportCursor | null, limit: number) => Promise<Row[]>;
    toCells: (row: Row) => readonly unknown[];
  },
) {
  async function* lines() {
    // A byte-order mark, so spreadsheet programs read the names as UTF-8.
    yield `\uFEFF${csvLine(options.header)}`;
    let after: ExportCursor | null = null;
    for (;;) {
      const rows = await options.fetchChunk(after, EXPORT_CHUNK);
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(options.toCells(row))).join('');
      const last = rows[rows.length - 1] as Row;
      after = { id: last.id };
      if (rows.length < EXPORT_CHUNK) return;
    }
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines()));
}
