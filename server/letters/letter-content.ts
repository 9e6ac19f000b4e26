import type { LetterKind, LetterLanguage } from '../db/schema';

export type { LetterKind, LetterLanguage } from '../db/schema';

/** Every kind of email a customer receives, each written in every language. */
export const LETTER_KINDS = [
  'enrolment-received',
  'cover-approved',
  'cover-rejected',
  'claim-decided',
  'claim-paid',
  'cover-lapsed',
  'cover-renewed',
] as const satisfies readonly LetterKind[];

export const LETTER_LANGUAGES = ['en', 'sw'] as const satisfies readonly LetterLanguage[];

/** A claim as its letters name it. */
export interface ClaimFacts {
  /** The claim's reference as the portal shows it: its id. */
  reference: string;
  amount: number;
  /** Null on claims recorded before the insured person was. */
  insuredName: string | null;
  type: 'repatriation' | 'funeral' | null;
}

/** What happened, with what each kind of letter needs to say about it. */
export type LetterEvent =
  | { kind: 'enrolment-received' }
  | {
      kind: 'cover-approved';
      /** ISO dates (YYYY-MM-DD). */
      coverStartDate: string;
      waitingPeriodEnd: string;
      /** The certificate of cover travels with the email. */
      certificateAttached: boolean;
    }
  | { kind: 'cover-rejected' }
  | { kind: 'claim-decided'; decision: 'approved' | 'rejected'; claim: ClaimFacts }
  | { kind: 'claim-paid'; claim: ClaimFacts }
  /** Premiums unpaid beyond the grace period: what is owed and until when it may be reinstated. */
  | { kind: 'cover-lapsed'; unpaidAmount: number; reinstatableUntil: string }
  /** Renewed for another term, to the new expiry (ISO date, exclusive). */
  | { kind: 'cover-renewed'; expiryDate: string };

export type EventOf<Kind extends LetterKind> = Extract<LetterEvent, { kind: Kind }>;

/** Whom the letter is to and about: the same for every kind. */
export interface LetterFacts {
  /** Whom it greets: the customer, or a group's chair person. */
  greetingName: string;
  /** The record the letter is about, and its reference as the portal shows it (its id). */
  record: { kind: 'customer' | 'diaspora' | 'group'; reference: string };
  /** A group's name, which its letters name; null for a person's record. */
  groupName: string | null;
  policyName: string | null;
  supportEmail: string;
}

/** The words of one letter before it is laid out: its subject and its paragraphs. */
export interface LetterDraft {
  subject: string;
  paragraphs: string[];
}

/** One language's words for every letter (server/letters/english.ts, kiswahili.ts). */
export interface LetterWords {
  greeting: (name: string) => string;
  /** The reference line: the claim's for a claim letter, else the record's. */
  reference: (reference: string, ofClaim: boolean) => string;
  closing: (supportEmail: string) => string[];
  letters: { [Kind in LetterKind]: (facts: LetterFacts, event: EventOf<Kind>) => LetterDraft };
}
