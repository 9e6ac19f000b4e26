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

/**
 * CSV injection. A spreadsheet runs a cell that starts with a formula sign, in ASCII or full
 * width; one opening the file with another separator (a semicolon in much of Europe, a tab, a
 * pipe) starts a cell after each of those too, and may trim the spaces before the sign. So an
 * apostrophe goes before every formula sign that begins the text or follows a separator or a line
 * break, spaces between allowed. A text starting with a tab or a carriage return, which some
 * programs drop before reading the sign, gets one too.
 */
const SEPARATORS = String.raw`,;\t|\r\n\uFF0C\uFF1B`;
const FORMULA_SIGNS = String.raw`=+\-@\uFF1D\uFF0B\uFF0D\uFF20`;
const SPACES = String.raw` \t\u3000`;
const FORMULA_AT_A_CELL_START = new RegExp(`(^|[${SEPARATORS}])([${SPACES}]*)(?=[${FORMULA_SIGNS}])`, 'g');
const CONTROL_START = /^[\t\r]/;

function neutralised(text: string): string {
  const signed = text.replace(FORMULA_AT_A_CELL_START, "$1$2'");
  return CONTROL_START.test(signed) ? `'${signed}` : signed;
}

/** How a file is read: by staff in a spreadsheet (the default), or by another bank system. */
export interface CsvReader {
  /** A machine reads account numbers as written: no ="…" around them. */
  machine?: boolean;
}

/** Every text cell is quoted; numbers and timestamps are written bare, as spreadsheets read them. */
function cell(value: unknown, reader: CsvReader): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  const text = String(value);
  const safe = NUMBER_AS_TEXT.test(text) ? (reader.machine ? text : `="${text}"`) : neutralised(text);
  return `"${safe.replace(/"/g, '""')}"`;
}

export const csvLine = (values: readonly unknown[], reader: CsvReader = {}) =>
  `${values.map((value) => cell(value, reader)).join(',')}\r\n`;

/**
 * Streams a CSV: the header, then every row, reading the rows chunk by chunk after a keyset
 * cursor, so the database never sorts more than a chunk ahead and nothing waits for the end.
 *
 * The first chunk is read before any byte is sent: a query the parameters make fail is still an
 * error answer (4xx/5xx in the SPEC §8 shape), not a 200. A chunk that fails after the first bytes
 * cannot change the status any more, so the response is destroyed, not ended: the chunked body
 * never gets its last chunk and the consumer's read fails, where a clean end would pass a cut-off
 * file for a whole one. The failure is logged, without the rows.
 */
export async function sendCsv<Row extends { id: string }>(
  reply: FastifyReply,
  options: {
    filename: string;
    header: readonly string[];
    fetchChunk: (after: ExportCursor | null, limit: number) => Promise<Row[]>;
    toCells: (row: Row) => readonly unknown[];
    reader?: CsvReader;
  },
) {
  const reader = options.reader ?? {};
  const first = await options.fetchChunk(null, EXPORT_CHUNK);
  async function* lines() {
    // A byte-order mark for spreadsheet programs; another bank system reads plain UTF-8.
    yield `${reader.machine ? '' : '\uFEFF'}${csvLine(options.header, reader)}`;
    let rows = first;
    for (;;) {
      if (rows.length === 0) return;
      yield rows.map((row) => csvLine(options.toCells(row), reader)).join('');
      if (rows.length < EXPORT_CHUNK) return;
      const last = rows[rows.length - 1] as Row;
      rows = await options.fetchChunk({ id: last.id }, EXPORT_CHUNK);
    }
  }
  const body = Readable.from(lines());
  body.once('error', (error) => {
    reply.log.error(
      { err: error, filename: options.filename },
      'CSV export failed part way: response aborted',
    );
    reply.raw.destroy(error);
  });
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
