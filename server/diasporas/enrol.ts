import type { Transaction } from 'kysely';
import { SERVER_MESSAGES } from '../../src/domain/server-messages';
import type { Caller } from '../auth/guard';
import type { KnownUniqueIndexes } from '../common/unique-conflict';
import type { JsonBodyOf } from '../contract-types';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { resolveFileReferences } from '../files/references';
import { type LetterSettings, queueLetter } from '../mail/outbox';
import { beneficiaryColumns, diasporaColumns, diasporaFileReferences } from './columns';
import { ALREADY_ENROLLED_MESSAGE, insertDiasporaEnrolment } from './insert-enrolment';

export const ALREADY_ENROLLED: KnownUniqueIndexes = {
  diasporas_id_number: ['idNumber', ALREADY_ENROLLED_MESSAGE],
  diasporas_enrolment_session: ['captcha', SERVER_MESSAGES.enrolmentAlreadySubmitted],
};

/**
 * Enrols a diaspora customer with their beneficiaries and history, by staff or by the person
 * themselves (an enrolment session), and queues the email that tells them it was received.
 */
export async function enrolDiaspora(
  trx: Transaction<Database>,
  input: JsonBodyOf<'createDiaspora'>,
  caller: Caller,
  policyId: string,
  letters: LetterSettings,
) {
  const files = await resolveFileReferences(trx, caller, diasporaFileReferences(input));
  const staffId = caller.kind === 'staff' ? caller.user.userId : null;
  const created = await insertDiasporaEnrolment(
    trx,
    {
      ...diasporaColumns(input, files, policyId),
      enrolled_by: caller.kind === 'staff' ? 'staff' : 'self',
      created_by_user: staffId,
      enrolment_session: caller.kind === 'enrolment' ? caller.sessionId : null,
      expiry_at: null,
      maker_id: staffId,
      language: input.language ?? 'en',
    },
    input,
    caller.kind === 'staff' ? 'staff' : 'public',
  );
  await audit(trx, {
    entity: 'diaspora',
    entityId: created.id,
    action: 'create',
    actorId: staffId,
    toStatus: created.status,
    reason: caller.kind === 'staff' ? null : 'Self-enrolment',
  });
  await trx
    .insertInto('beneficiaries')
    .values(beneficiaryColumns(input, files).map((b) => ({ ...b, diaspora_id: created.id })))
    .execute();
  await queueLetter(
    trx,
    { record: { kind: 'diaspora', id: created.id }, event: { kind: 'enrolment-received' } },
    letters,
  );
  return created;
}
