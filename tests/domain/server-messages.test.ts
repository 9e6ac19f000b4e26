import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHECKER_ACTIONS, REASON_REQUIRED } from '@machines/cover-status.machine';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_STATUSES } from '@/domain/claim-rules';
import { COVER_STATUSES } from '@/domain/cover';
import { failureFromResponse, showServerMessagesWith } from '@/domain/failures';
import { provideValid } from '@/domain/form-messages';
import { RESULT_COLUMNS } from '@/domain/premiums';
import { NOT_FOUND_THINGS, SERVER_MESSAGES, serverMessage } from '@/domain/server-messages';
import { setRuleMessageBook } from '@/i18n/rule-messages';
import { setServerMessageBook, translateServerMessage } from '@/i18n/server-messages';
import * as rules from '@/i18n/sw/rule-messages';
import { serverMessageBook } from '@/i18n/sw/server-messages';
import { hasEnglish } from '../support/english-words';

// Every move is either a checker's or needs a reason.
const COVER_ACTIONS = [...CHECKER_ACTIONS, ...REASON_REQUIRED];

/** Every message with a value in it, for every value the server can put there. */
const withValues: string[] = [
  ...NOT_FOUND_THINGS.map(serverMessage.notFound),
  ...[1_000, 1_500, 59_000, 60_000, 15 * 60_000].flatMap((wait) => [
    serverMessage.tooManySignIns(wait),
    serverMessage.tooManyRequests(wait),
  ]),
  serverMessage.bodyType(['application/json']),
  serverMessage.bodyType(['application/json', 'multipart/form-data']),
  serverMessage.expectedType('string', 'number'),
  serverMessage.atMost(4),
  serverMessage.atLeast(1),
  serverMessage.provideAValid('members count'),
  serverMessage.uploadAllowance(20, 40),
  ...(['chair-person', 'vice-chair-person', 'secretary', 'treasurer', 'member'] as const).map(
    serverMessage.positionTaken,
  ),
  ...CLAIM_STATUSES.flatMap((status) => [
    serverMessage.claimAlreadyDecided(status),
    serverMessage.claimNotPayable(status),
    serverMessage.claimTakesNoDocuments(status),
  ]),
  // A claim's reference is its id.
  serverMessage.claimExists('0f8e3a52-7c1d-4b9e-a6f2-3d4c5b6a7980'),
  serverMessage.claimRepeats('0f8e3a52-7c1d-4b9e-a6f2-3d4c5b6a7980'),
  ...COVER_STATUSES.flatMap((status) => [
    serverMessage.coverActionRefused(status),
    ...COVER_ACTIONS.map((action) => serverMessage.coverMoveRefused(status, action)),
  ]),
  serverMessage.resultAmountMismatch('TZS 25,000'),
  serverMessage.resultPaidOn('2027-01-05'),
  serverMessage.resultFailedOn('2027-01-05'),
  serverMessage.resultColumns(7, 3),
  serverMessage.resultOutsideWindow('2027-01-01', '2027-05-05'),
  serverMessage.resultsHeader(RESULT_COLUMNS),
  serverMessage.resultsTooManyRows(200_000),
  serverMessage.resultsTooManyBytes(30),
  serverMessage.resultsTooManyBytes(0.01),
];
const everyMessage = [...Object.values(SERVER_MESSAGES), ...withValues];

beforeAll(() => {
  setServerMessageBook(serverMessageBook);
  setRuleMessageBook({
    messages: rules.RULE_MESSAGES,
    fields: rules.FIELD_NAMES,
    expectations: rules.EXPECTATIONS,
    provideValid: rules.provideValid,
  });
});

describe('the server’s messages in Kiswahili', () => {
  it('has Kiswahili words for every message and every value in one', () => {
    expect(everyMessage.length).toBeGreaterThan(120);
    const untranslated = everyMessage.filter((text) => {
      const shown = translateServerMessage(text, 'sw');
      return shown === text || hasEnglish(shown);
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps the figures of a message', () => {
    const figures = (text: string) => (text.match(/\d+/g) ?? []).join();
    const changed = withValues.filter(
      (text) => figures(translateServerMessage(text, 'sw')) !== figures(text),
    );
    expect(changed).toEqual([]);
  });

  it('gives the shared rules’ messages from the rules’ book, and leaves English and unknown texts alone', () => {
    expect(translateServerMessage(provideValid('email'), 'sw')).toBe('Tafadhali weka barua pepe sahihi');
    expect(translateServerMessage(SERVER_MESSAGES.holderOnly, 'en')).toBe(SERVER_MESSAGES.holderOnly);
    expect(translateServerMessage('Something the book has never seen', 'sw')).toBe(
      'Something the book has never seen',
    );
    // A value the book does not know leaves the whole message as it came.
    expect(translateServerMessage('The claim is already archived', 'sw')).toBe(
      'The claim is already archived',
    );
  });
});

describe('a failure answered by the server', () => {
  afterEach(() => showServerMessagesWith((text) => text));

  it('reaches the screens in the reader’s words: the message and every field’s', () => {
    showServerMessagesWith((text) => translateServerMessage(text, 'sw'));
    const failure = failureFromResponse(400, {
      respMsg: SERVER_MESSAGES.changeReason,
      messages: { reason: SERVER_MESSAGES.changeReason, idNumber: SERVER_MESSAGES.alreadyRegistered },
    });
    expect(failure.messages).toEqual({
      reason: 'Tafadhali eleza sababu ya badiliko hili',
      idNumber: 'Mteja mwenye namba hii ya kitambulisho tayari yupo',
    });
    expect(failure.message).toBe('Tafadhali eleza sababu ya badiliko hili');
    expect(failureFromResponse(404, { respMsg: serverMessage.notFound('Claim') }).message).toBe(
      'Dai halipatikani',
    );
  });
});

/** The argument text of each call to `name(` in `source`, up to its closing bracket. */
function callArguments(source: string, name: RegExp): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(name)) {
    let depth = 0;
    const start = (match.index ?? 0) + match[0].length - 1;
    for (let at = start; at < source.length; at++) {
      const char = source[at];
      if (char === '(') depth++;
      if (char === ')' && --depth === 0) {
        found.push(source.slice(start + 1, at));
        break;
      }
    }
  }
  return found;
}

describe('the server’s sources', () => {
  // Health answers are for operators and their probes, never shown in the portal.
  const operatorOnly = new Set(['routes/health.ts']);

  it('build every error message from the one catalogue, so none escapes translation', () => {
    const literal: string[] = [];
    const folder = 'server';
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
      const path = join(entry.parentPath, entry.name);
      if (operatorOnly.has(path.slice(folder.length + 1))) continue;
      const source = readFileSync(path, 'utf8');
      const calls = callArguments(
        source,
        /\b(?:badRequest|conflict|forbidden|unauthorized|errorBody)\(|new ApiError\(/g,
      );
      for (const args of calls) {
        // A quoted object key ('Idempotency-Key': …) names a field; any other quote is a message.
        const withoutKeys = args.replace(/'[^']*'\s*:/g, '');
        if (/['"`]/.test(withoutKeys)) literal.push(`${path}: ${args.trim().slice(0, 80)}`);
      }
    }
    expect(literal).toEqual([]);
  });
});
