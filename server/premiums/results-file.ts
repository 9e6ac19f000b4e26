import { parse } from 'csv-parse/sync';
import { premiumIdOf, RESULT_COLUMNS } from '../../src/domain/premiums';
import { SERVER_MESSAGES, serverMessage } from '../../src/domain/server-messages';
import { dayOf } from '../../src/domain/utc-calendar';

export { RESULT_COLUMNS };

/** A row that reads as a result; whether it matches a premium is the ledger's to say. */
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

export class ResultsFileError extends Error {}

const AMOUNT = /^[0-9]{1,15}$/;

/** Reads the results file: the header checked, then each row read or named malformed. */
export function parseResultsFile(content: Buffer): ParsedRow[] {
  let records: string[][];
  try {
    records = parse(content, { bom: true, relax_column_count: true, skip_empty_lines: true, trim: true });
  } catch (error) {
    throw new ResultsFileError(`The file is not a readable CSV file: ${(error as Error).message}`);
  }
  const [header, ...rows] = records;
  const names = (header ?? []).map((name) => name.toLowerCase());
  const required = RESULT_COLUMNS.slice(0, 6);
  if (required.some((name, index) => names[index] !== name) || names.length > RESULT_COLUMNS.length)
    throw new ResultsFileError(`The first line must be the header ${RESULT_COLUMNS.join(',')}`);
  if (rows.length === 0) throw new ResultsFileError('The file has no results after its header');
  return rows.map((cells, index) => readRow(cells, index + 2));
}

function readRow(cells: string[], line: number): ParsedRow {
  const [reference = '', account = '', amount = '', date = '', result = '', reason = '', bankReference = ''] =
    cells;
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
