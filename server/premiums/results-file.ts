import type { Readable } from 'node:stream';
import { parse } from 'csv-parse';
import { premiumIdOf, RESULT_COLUMNS } from '../../src/domain/premiums';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import { dayOf } from '../../src/domain/utc-calendar';

export { RESULT_COLUMNS };

/** A row that reads as a result; whether it matches a premium is for the checking to say. */
export interface ResultRow {
  line: number;
  reference: string;
  premiumId: number;
  account: string;
  amount: number;
  date: string;
  result: 'paid' | 'failed';
  reason: string | null;
  bankReference: string | null;
}

export type ParsedRow = ResultRow | { line: number; reference: string; malformed: string };

/** A file that is no results file at all: the whole upload is refused, on its `file` field. */
export class ResultsFileError extends Error {}

const AMOUNT = /^[0-9]{1,15}$/;
/** What a cell may hold once stored: a longer one is the client's text, never the bank's. */
const CELL_CHARS = 200;
/** One line at most this long: a results line is a hundred bytes or so. */
const MAX_LINE_BYTES = 4096;

/** How a row is read: the bank's reference format, from the configuration. */
export interface RowRules {
  bankReference: RegExp;
}

/**
 * Reads the results file as it arrives, one row at a time: the header checked first, then each
 * row read or named malformed (with its line). Memory holds one line, never the file.
 */
export async function* readResultRows(source: Readable, rules: RowRules): AsyncGenerator<ParsedRow> {
  const parser = source.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      max_record_size: MAX_LINE_BYTES,
      info: true,
    }),
  );
  // A source that fails (the upload cut short, over its size) ends the reading with its error.
  source.once('error', (error) => parser.destroy(error));
  let header = true;
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
    }>) {
      if (header) {
        checkHeader(record);
        header = false;
        continue;
      }
      rows += 1;
      yield readRow(record, info.lines, rules);
    }
  } catch (error) {
    if (error instanceof ResultsFileError || !isParserError(error)) throw error;
    throw new ResultsFileError(SERVER_MESSAGES.resultsUnreadable);
  }
  if (header) throw new ResultsFileError(serverMessage.resultsHeader(RESULT_COLUMNS));
  if (rows === 0) throw new ResultsFileError(SERVER_MESSAGES.resultsNoRows);
}

/** csv-parse's own refusals carry a CSV_ code. */
const isParserError = (error: unknown) =>
  typeof (error as { code?: unknown }).code === 'string' &&
  String((error as { code: string }).code).startsWith('CSV_');

function checkHeader(cells: string[]): void {
  const names = cells.map((name) => name.toLowerCase());
  const required = RESULT_COLUMNS.slice(0, 6);
  if (required.some((name, index) => names[index] !== name) || names.length > RESULT_COLUMNS.length)
    throw new ResultsFileError(serverMessage.resultsHeader(RESULT_COLUMNS));
}

function readRow(cells: string[], line: number, rules: RowRules): ParsedRow {
  const [reference = '', account = '', amount = '', date = '', result = '', reason = '', bankReference = ''] =
    cells.map((cell) => cell.slice(0, CELL_CHARS));
  const malformed = (why: string) => ({ line, reference, malformed: why });
  if (cells.length < 6 || cells.length > RESULT_COLUMNS.length)
    return malformed(serverMessage.resultColumns(RESULT_COLUMNS.length, cells.length));
  const premiumId = premiumIdOf(reference);
  if (premiumId === null) return malformed(SERVER_MESSAGES.resultNotAReference);
  if (!AMOUNT.test(amount)) return malformed(SERVER_MESSAGES.resultAmountDigits);
  if (dayOf(date) === undefined) return malformed(SERVER_MESSAGES.resultDateFormat);
  const outcome = result.toLowerCase();
  if (outcome !== 'paid' && outcome !== 'failed') return malformed(SERVER_MESSAGES.resultWord);
  if (outcome === 'failed' && reason === '') return malformed(SERVER_MESSAGES.resultFailedNeedsReason);
  // The bank's own reference proves a payment: required, and in the bank's format.
  if (outcome === 'paid' && bankReference === '')
    return malformed(SERVER_MESSAGES.resultBankReferenceMissing);
  if (bankReference !== '' && !rules.bankReference.test(bankReference))
    return malformed(SERVER_MESSAGES.resultBankReferenceFormat);
  return {
    line,
    reference,
    premiumId,
    account,
    amount: Number(amount),
    date,
    result: outcome,
    reason: reason === '' ? null : reason,
    bankReference: bankReference === '' ? null : bankReference,
  };
}
