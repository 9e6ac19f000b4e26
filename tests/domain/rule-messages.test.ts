import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { CLAIM_MESSAGES } from '@/domain/claim-rules';
import { MESSAGES } from '@/domain/cross-field-rules';
import { provideValid } from '@/domain/form-messages';
import { GROUP_MESSAGES } from '@/domain/schemas/group';
import { GROUP_MEMBER_MESSAGES } from '@/domain/schemas/group-member';
import { INDIVIDUAL_MESSAGES } from '@/domain/schemas/individual';
import { setRuleMessageBook, translateRuleMessage } from '@/i18n/rule-messages';
import * as swahili from '@/i18n/sw/rule-messages';
import { hasEnglish } from '../support/english-words';

/** Every 'Please provide valid …' the portal's sources can give, found by reading them. */
function provideValidMessages(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const source = readFileSync(join(entry.parentPath, entry.name), 'utf8');
    for (const call of source.matchAll(/provideValid\('([^']+)'(?:, '([^']+)')?\)/g)) {
      found.push(provideValid(call[1] ?? '', call[2]));
    }
    for (const call of source.matchAll(/optionalFile\('([^']+)'\)/g)) found.push(provideValid(call[1] ?? ''));
  }
  return found;
}

const ruleMessages = [
  ...Object.values(MESSAGES),
  ...Object.values(GROUP_MESSAGES),
  ...Object.values(GROUP_MEMBER_MESSAGES),
  ...Object.values(INDIVIDUAL_MESSAGES),
  // The claims form says the two with an amount through its own words (ui.claims.rules).
  ...Object.values(CLAIM_MESSAGES).filter((text) => !text.includes('{{')),
];

beforeAll(() => {
  setRuleMessageBook({
    messages: swahili.RULE_MESSAGES,
    fields: swahili.FIELD_NAMES,
    expectations: swahili.EXPECTATIONS,
    provideValid: swahili.provideValid,
  });
});

describe('the shared rules’ messages in Kiswahili', () => {
  const everyMessage = [...new Set([...ruleMessages, ...provideValidMessages('src')])];

  it('finds the messages to check', () => {
    expect(everyMessage.length).toBeGreaterThan(40);
  });

  it('has Kiswahili words for every message a rule or form field can give', () => {
    const untranslated = everyMessage.filter((text) => {
      const shown = translateRuleMessage(text, 'sw');
      return shown === text || hasEnglish(shown);
    });
    expect(untranslated).toEqual([]);
  });

  it('keeps the figures of a rule', () => {
    const figures = (text: string) => text.match(/\d+/g) ?? [];
    const changed = everyMessage.filter(
      (text) => figures(translateRuleMessage(text, 'sw')).join() !== figures(text).join(),
    );
    expect(changed).toEqual([]);
  });

  it('leaves English as it is, and a text it does not know', () => {
    expect(translateRuleMessage(MESSAGES.dob, 'en')).toBe(MESSAGES.dob);
    expect(translateRuleMessage('Tafadhali weka barua pepe sahihi', 'sw')).toBe(
      'Tafadhali weka barua pepe sahihi',
    );
    expect(translateRuleMessage('Please provide valid favourite colour', 'sw')).toBe(
      'Please provide valid favourite colour',
    );
    expect(translateRuleMessage(provideValid('address', 'at least 4 characters'), 'sw')).toBe(
      'Tafadhali weka anwani sahihi (angalau herufi 4)',
    );
  });
});
