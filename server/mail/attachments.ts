import type { Transaction } from 'kysely';
import { loadCertificate } from '../certificates/certificate-data';
import { renderCertificate } from '../certificates/certificate-pdf';
import type { Database, LetterKind, LetterLanguage } from '../db/schema';
import type { LetterRecordKind } from './addressee';

/** A file an email carries, stored with it in the outbox. */
export interface LetterAttachment {
  content: Uint8Array;
  fileName: string;
  contentType: string;
}

/** The letter a file may be attached to. */
export interface LetterToAttach {
  kind: LetterKind;
  record: { kind: LetterRecordKind; id: string };
  language: LetterLanguage;
  claimId: string | null;
}

const CERTIFICATE_FILE: Record<LetterLanguage, string> = {
  en: 'certificate-of-cover.pdf',
  sw: 'cheti-cha-bima.pdf',
};

/**
 * The file a letter carries, or null: the approval letter carries the certificate of cover, in the
 * customer's language. Called inside the transaction that approves the cover, so the certificate
 * shows the cover as approved; a record with no certificate (say, an individual with no policy)
 * gets the letter without it, and the letter's words then do not mention one.
 */
export async function attachmentFor(
  trx: Transaction<Database>,
  letter: LetterToAttach,
): Promise<LetterAttachment | null> {
  if (letter.kind !== 'cover-approved') return null;
  const found = await loadCertificate(trx, letter.record.kind, letter.record.id);
  if (!found.ok) return null;
  return {
    content: await renderCertificate(found.certificate, letter.language),
    fileName: CERTIFICATE_FILE[letter.language],
    contentType: 'application/pdf',
  };
}
