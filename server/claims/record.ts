import type { Transaction } from 'kysely';
import { checkClaim } from '../../src/domain/claim-rules';
import { serverMessage } from '../../src/domain/server-messages';
import type { Caller } from '../auth/guard';
import type { StaffUser } from '../auth/staff';
import type { Schemas } from '../contract-types';
import { audit } from '../cover/audit';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { documentName } from '../files/document-name';
import { resolveFileReferences } from '../files/references';
import { coverOf, holderDob, insuredOf, lockHolder } from './holder';
import { holderOfClaim } from './mappers';
import { claimLostToAnother, type InsuredPerson, refuseSecondClaim } from './one-per-person';
import { lockClaim } from './queries';

/** Records a claim (status submitted) after the SPEC §9 rules, with its documents and history. */
export async function createClaim(
  trx: Transaction<Database>,
  caller: Caller,
  user: StaffUser,
  input: Schemas['ClaimInput'],
): Promise<string> {
  const holder = await lockHolder(trx, input.holderKind, input.holderId);
  const insured = await insuredOf(trx, holder, input.beneficiaryId, await holderDob(trx, holder));
  const person: InsuredPerson = {
    customer_id: holder.kind === 'customer' ? holder.id : null,
    diaspora_id: holder.kind === 'diaspora' ? holder.id : null,
    beneficiary_id: input.beneficiaryId ?? null,
  };
  // One person, one death: said before the rules of the claim itself, which a second claim never reaches.
  await refuseSecondClaim(trx, person);
  const cover = await coverOf(trx, holder);
  const errors = checkClaim(
    {
      type: input.type,
      eventDate: input.eventDate,
      amount: input.amount,
      insured: { relationship: insured.relationship, dob: insured.dob, joinedOn: insured.joinedOn },
      schoolingProof: input.schoolingProof !== undefined,
    },
    cover,
  );
  if (errors.holder) throw conflict(errors.holder, { holderId: errors.holder });
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  // The proof of schooling is one of the claim's documents, marked as that proof.
  const documents = [
    ...(input.documents ?? []).map((doc) => ({ ...doc, kind: 'document' as const })),
    ...(input.schoolingProof ? [{ ...input.schoolingProof, kind: 'schooling' as const }] : []),
  ];
  const fieldOf = (index: number) =>
    index < (input.documents?.length ?? 0) ? `documents.${index}.url` : 'schoolingProof.url';
  const files = await resolveFileReferences(
    trx,
    caller,
    Object.fromEntries(documents.map((doc, index) => [fieldOf(index), doc.url])),
  );
  const inserted = await trx
    .insertInto('claims')
    .values({
      ...person,
      claim_type: input.type,
      event_date: input.eventDate,
      amount: input.amount,
      status: 'submitted',
      insured_name: insured.name,
      submitted_by: user.userId,
      last_document_at: documents.length > 0 ? new Date() : null,
    })
    // The unique index on the person decides a race the lock did not order (a claim written by
    // another path): nothing is written, and the answer is the 409 naming the claim that won.
    .onConflict((conflict) => conflict.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!inserted) return claimLostToAnother(trx, person);
  const { id } = inserted;
  if (documents.length > 0) {
    await trx
      .insertInto('claim_documents')
      .values(
        documents.map((doc, index) => ({
          claim_id: id,
          file_id: files[fieldOf(index)] as string,
          kind: doc.kind,
          name: documentName(doc.name),
          added_by: user.userId,
        })),
      )
      .execute();
  }
  await audit(trx, {
    entity: holder.kind,
    entityId: holder.id,
    action: 'claim.submit',
    actorId: user.userId,
    changes: {
      claim: { from: null, to: id },
      amount: { from: null, to: input.amount },
      type: { from: null, to: input.type },
      insured: { from: null, to: insured.name },
    },
  });
  return id;
}

export async function addClaimDocument(
  trx: Transaction<Database>,
  caller: Caller,
  user: StaffUser,
  claimId: string,
  document: Schemas['Attachment'],
): Promise<void> {
  const claim = await lockClaim(trx, claimId);
  if (claim.status === 'paid' || claim.status === 'rejected') {
    throw conflict(serverMessage.claimTakesNoDocuments(claim.status));
  }
  const { file } = await resolveFileReferences(trx, caller, { file: document.url });
  await trx
    .insertInto('claim_documents')
    .values({
      claim_id: claimId,
      file_id: file as string,
      name: documentName(document.name),
      added_by: user.userId,
    })
    .execute();
  await trx.updateTable('claims').set({ last_document_at: new Date() }).where('id', '=', claimId).execute();
  await audit(trx, {
    ...holderOfClaim(claim),
    action: 'claim.document',
    actorId: user.userId,
    changes: {
      claim: { from: null, to: claimId },
      document: { from: null, to: documentName(document.name) },
    },
  });
}
