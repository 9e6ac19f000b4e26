import type { Selectable, Transaction } from 'kysely';
import { audit } from '../cover/audit';
import type { Database, LetterOutboxTable } from '../db/schema';

/** The history actions of a letter's outcome, shown on the record it is about. */
export const LETTER_ACTIONS = { sent: 'letter.sent', failed: 'letter.failed' } as const;

/**
 * Writes a letter's outcome to its record's history, in the transaction that marks it: sent, or
 * failed for good (the last error as the reason). No staff user acted: the actor is null.
 */
export async function recordLetterOutcome(
  trx: Transaction<Database>,
  letter: Selectable<LetterOutboxTable>,
  outcome: keyof typeof LETTER_ACTIONS,
  attempts: number,
  error: string | null = null,
): Promise<void> {
  const added = (to: unknown) => ({ from: null, to });
  await audit(trx, {
    entity: letter.record_kind,
    entityId: letter.record_id,
    action: LETTER_ACTIONS[outcome],
    actorId: null,
    reason: error,
    changes: {
      letter: added(letter.letter_kind),
      recipient: added(letter.recipient),
      language: added(letter.language),
      attempts: added(attempts),
      ...(letter.claim_id ? { claim: added(letter.claim_id) } : {}),
    },
  });
}
