import { describe, expect, it } from 'vitest';
import { composeLetter, LETTER_WORDS } from '../../server/letters/compose';
import {
  LETTER_KINDS,
  LETTER_LANGUAGES,
  type LetterEvent,
  type LetterFacts,
} from '../../server/letters/letter-content';

const claim = {
  reference: '6f1c2a8e-5b4d-4c3e-9a7f-2d1e0b9c8a76',
  amount: 12_500_000,
  insuredName: 'Rehema Kimaro',
  type: 'repatriation' as const,
};

/** Every letter a customer can receive, each kind with its variants. */
const EVENTS: LetterEvent[] = [
  { kind: 'enrolment-received' },
  {
    kind: 'cover-approved',
    coverStartDate: '2026-03-01',
    waitingPeriodEnd: '2026-06-01',
    certificateAttached: true,
  },
  {
    kind: 'cover-approved',
    coverStartDate: '2026-03-01',
    waitingPeriodEnd: '2026-06-01',
    certificateAttached: false,
  },
  { kind: 'cover-rejected' },
  { kind: 'claim-decided', decision: 'approved', claim },
  { kind: 'claim-decided', decision: 'rejected', claim: { ...claim, type: 'funeral' } },
  { kind: 'claim-paid', claim },
  { kind: 'cover-lapsed', unpaidAmount: 50_000, reinstatableUntil: '2027-04-30' },
  { kind: 'cover-renewed', expiryDate: '2028-03-01' },
];

const person: LetterFacts = {
  greetingName: 'Baraka Kimaro',
  record: { kind: 'diaspora', reference: '0b8e4f6a-3c2d-4e1f-8a9b-7c6d5e4f3a21' },
  groupName: null,
  policyName: 'Diaspora Repatriation Cover',
  supportEmail: 'bancassurance@bank.co.tz',
};
const group: LetterFacts = {
  ...person,
  greetingName: 'Mwanaidi Salim',
  record: { kind: 'group', reference: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d' },
  groupName: 'Umoja Savings',
  policyName: 'Group Life Cover (VICOBA)',
};

/** English words that no Kiswahili letter should carry once its names, numbers and addresses are out. */
const ENGLISH = new Set(
  `the a an your you we our us has have been is are was were not of to and or for with from in on at by
  please dear thank thanks regards kind team support claim claims cover approved rejected paid payment
  enrolment received reference what next happens happen will would if any questions write quote below
  above days hours event waiting period starts ends certificate attached application group premium
  month monthly benefit documents insured funeral repatriation lump sum`.split(/\s+/),
);

/** A letter's own words: the facts the caller gave (names, references, addresses, policies) taken out. */
function ownWords(text: string, facts: LetterFacts): string[] {
  let words = text;
  for (const fact of [
    facts.greetingName,
    facts.record.reference,
    facts.groupName ?? '',
    facts.policyName ?? '',
    facts.supportEmail,
    claim.reference,
    claim.insuredName,
    'BancAssurance',
    'TSh',
  ]) {
    if (fact) words = words.split(fact).join(' ');
  }
  return words
    .toLowerCase()
    .split(/[^a-z']+/)
    .filter((word) => word.length > 0);
}

describe('the letters to customers', () => {
  it.each(LETTER_LANGUAGES)('are written in %s for every kind of letter', (language) => {
    expect(Object.keys(LETTER_WORDS[language].letters).sort()).toEqual([...LETTER_KINDS].sort());
    for (const event of EVENTS) {
      for (const facts of [person, group]) {
        const letter = composeLetter(language, facts, event);
        expect(letter.subject.trim().length).toBeGreaterThan(5);
        expect(letter.text).toContain(facts.greetingName);
        expect(letter.text).toContain(facts.supportEmail);
        const ofClaim = event.kind === 'claim-decided' || event.kind === 'claim-paid';
        expect(letter.text).toContain(ofClaim ? claim.reference : facts.record.reference);
      }
    }
  });

  it('leaves no Kiswahili letter in English', () => {
    for (const event of EVENTS) {
      for (const facts of [person, group]) {
        const sw = composeLetter('sw', facts, event);
        const en = composeLetter('en', facts, event);
        expect(sw.subject).not.toBe(en.subject);
        const english = ownWords(`${sw.subject}\n${sw.text}`, facts).filter((word) => ENGLISH.has(word));
        expect({ kind: event.kind, group: facts === group, english }).toEqual({
          kind: event.kind,
          group: facts === group,
          english: [],
        });
        // The check itself finds English: the same letter in English is full of it.
        expect(ownWords(en.text, facts).filter((word) => ENGLISH.has(word)).length).toBeGreaterThan(5);
      }
    }
  });

  it('say in Kiswahili what the glossary says (bima, dai, kipindi cha kusubiri, wanufaika)', () => {
    const text = (event: LetterEvent) => composeLetter('sw', person, event).text;
    expect(text(EVENTS[0] as LetterEvent)).toContain('wanufaika');
    expect(text(EVENTS[1] as LetterEvent)).toMatch(/bima yako.*imeidhinishwa/i);
    expect(text(EVENTS[1] as LetterEvent)).toContain('Kipindi cha kusubiri kinaisha tarehe 1 Juni 2026');
    expect(text(EVENTS[1] as LetterEvent)).toContain('Cheti chako cha bima kimeambatishwa');
    expect(text(EVENTS[2] as LetterEvent)).not.toContain('Cheti');
    expect(text(EVENTS[4] as LetterEvent)).toContain(
      'dai lako la TSh 12,500,000 kwa ajili ya Rehema Kimaro (kurejesha mwili nyumbani pamoja na tiketi ya msindikizaji) limeidhinishwa',
    );
    expect(text(EVENTS[6] as LetterEvent)).toContain(`Namba ya dai: ${claim.reference}`);
  });

  it("name a group's cover and write dates and money as the portal does", () => {
    const approved = composeLetter('en', group, EVENTS[1] as LetterEvent);
    expect(approved.subject).toBe('The cover of the group Umoja Savings is approved');
    expect(approved.text).toContain('Dear Mwanaidi Salim,');
    expect(approved.text).toContain('starts on 1 March 2026');
    const paid = composeLetter('en', person, EVENTS[6] as LetterEvent);
    expect(paid.text).toContain('TSh 12,500,000 for Rehema Kimaro');
  });
});
