import type { Generated } from 'kysely';
import type { CreatedAt } from './column-types';
import type { LetterLanguage } from './record-tables';

/** What happened that a customer is told by email (server/letters/). */
export type LetterKind =
  | 'enrolment-received'
  | 'cover-approved'
  | 'cover-rejected'
  | 'claim-decided'
  | 'claim-paid'
  | 'cover-lapsed'
  | 'cover-renewed';

export type LetterStatus = 'pending' | 'sent' | 'failed';

/**
 * One email to a customer, written in the transaction of the change it reports and delivered by
 * the delivery loop (server/mail/delivery.ts).
 */
export interface LetterOutboxTable {
  id: Generated<string>;
  record_kind: 'customer' | 'diaspora' | 'group';
  record_id: string;
  /** The claim a claim letter is about; null for the others. */
  claim_id: string | null;
  letter_kind: LetterKind;
  language: LetterLanguage;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  /** Buffer from pg, Uint8Array from PGlite. */
  attachment_content: Uint8Array | null;
  attachment_name: string | null;
  attachment_type: string | null;
  status: Generated<LetterStatus>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  sent_at: Date | null;
  created_at: CreatedAt;
}
