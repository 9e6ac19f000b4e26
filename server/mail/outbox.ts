import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import { composeLetter } from '../letters/compose';
import type { EventOf, LetterEvent } from '../letters/letter-content';
import { addresseeOf, type LetterRecordKind } from './addressee';
import { attachmentFor } from './attachments';

/** What every letter needs from the configuration. */
export interface LetterSettings {
  supportEmail: string;
}

/** What happened; whether the certificate travels with an approval is the outbox's to say. */
export type ReportedEvent =
  | Exclude<LetterEvent, { kind: 'cover-approved' }>
  | Omit<EventOf<'cover-approved'>, 'certificateAttached'>;

export interface LetterRequest {
  /** The record the letter is about; its history shows the letter's outcome. */
  record: { kind: LetterRecordKind; id: string };
  event: ReportedEvent;
}

/**
 * Writes one email to the outbox, in the customer's language. Call it inside the transaction of
 * the change it reports: a change rolled back sends nothing, a change committed loses nothing.
 * Nothing is written when no email address is known for the record. Returns the letter's id.
 */
export async function queueLetter(
  trx: Transaction<Database>,
  request: LetterRequest,
  settings: LetterSettings,
): Promise<string | null> {
  const { record, event } = request;
  const addressee = await addresseeOf(trx, record.kind, record.id);
  if (!addressee) return null;
  const claimId =
    event.kind === 'claim-decided' || event.kind === 'claim-paid' ? event.claim.reference : null;
  const attachment = await attachmentFor(trx, {
    kind: event.kind,
    record,
    language: addressee.language,
    claimId,
  });
  const written = composeLetter(
    addressee.language,
    {
      greetingName: addressee.greetingName,
      record: { kind: record.kind, reference: record.id },
      groupName: addressee.groupName,
      policyName: addressee.policyName,
      supportEmail: settings.supportEmail,
    },
    event.kind === 'cover-approved' ? { ...event, certificateAttached: attachment !== null } : event,
  );
  const { id } = await trx
    .insertInto('letter_outbox')
    .values({
      record_kind: record.kind,
      record_id: record.id,
      claim_id: claimId,
      letter_kind: event.kind,
      language: addressee.language,
      recipient: addressee.email,
      subject: written.subject,
      body_text: written.text,
      body_html: null,
      attachment_content: attachment?.content ?? null,
      attachment_name: attachment?.fileName ?? null,
      attachment_type: attachment?.contentType ?? null,
      last_error: null,
      sent_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
