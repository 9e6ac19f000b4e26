import type { Kysely, Transaction } from 'kysely';
import { DateTime } from 'luxon';
import { checkerRefusal, nextCoverStatus } from '../../machines/cover-status.machine';
import { type ClaimCover, checkClaim, paymentDue } from '../../src/domain/claim-rules';
import type { Caller } from '../auth/guard';
import type { StaffUser } from '../auth/staff';
import { audit } from '../cover/audit';
import { claimMakersOf } from '../cover/makers';
import type { Database } from '../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { fileUrl, resolveFileReferences } from '../files/references';
import type { Schemas } from '../routes/context';
import { iso, isoOrNull } from '../routes/paging';

type Db = Kysely<Database> | Transaction<Database>;

/** The record a claim is made against, and the cover that pays it. */
interface Holder {
  kind: 'customer' | 'diaspora';
  id: string;
  name: string;
  /** Whose cover pays: the customer's own, a group member's group, or the diaspora's. */
  cover: { table: 'customers' | 'groups' | 'diasporas'; id: string };
  policyId: string | null;
  /** A group member joined the group's cover the day the member was added; null for a cover of one's own. */
  joinedOn: string | null;
}

const fullName = (row: { first_name: string; last_name: string }) => `${row.first_name} ${row.last_name}`;

async function lockHolder(trx: Transaction<Database>, kind: Holder['kind'], id: string): Promise<Holder> {
  if (kind === 'diaspora') {
    const row = await trx
      .selectFrom('diasporas')
      .select(['id', 'first_name', 'last_name', 'policy_id'])
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound('Diaspora customer');
    return {
      kind,
      id,
      name: fullName(row),
      cover: { table: 'diasporas', id },
      policyId: row.policy_id,
      joinedOn: null,
    };
  }
  const row = await trx
    .selectFrom('customers as c')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .select([
      'c.id',
      'c.first_name',
      'c.last_name',
      'c.policy_id',
      'c.group_id',
      'c.created_at',
      'g.policy_id as group_policy',
    ])
    .where('c.id', '=', id)
    .where('c.deleted_at', 'is', null)
    .forUpdate(['c'])
    .executeTakeFirst();
  if (!row) throw notFound('Customer');
  // A group member is covered by the group's cover.
  return row.group_id
    ? {
        kind,
        id,
        name: fullName(row),
        cover: { table: 'groups', id: row.group_id },
        policyId: row.group_policy,
        joinedOn: new Date(row.created_at).toISOString().slice(0, 10),
      }
    : {
        kind,
        id,
        name: fullName(row),
        cover: { table: 'customers', id },
        policyId: row.policy_id,
        joinedOn: null,
      };
}

async function coverOf(trx: Db, holder: Holder): Promise<ClaimCover> {
  const cover = await trx
    .selectFrom(holder.cover.table as 'groups')
    .select(['status', 'cover_start_date', 'waiting_period_end'])
    .where('id', '=', holder.cover.id)
    .executeTakeFirstOrThrow();
  const policies = trx.selectFrom('policies').select(['maximum_benefit', 'funeral_lump_sum']);
  const policy = holder.policyId
    ? await policies.where('id', '=', holder.policyId).executeTakeFirst()
    : // A diaspora enrolled before policies were recorded is on the one diaspora cover.
      holder.kind === 'diaspora'
      ? await policies.where('kind', '=', 'diaspora').orderBy('created_at').orderBy('name').executeTakeFirst()
      : undefined;
  const claimed = await trx
    .selectFrom('claims')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where(holder.kind === 'diaspora' ? 'diaspora_id' : 'customer_id', '=', holder.id)
    .where('status', '<>', 'rejected')
    .executeTakeFirstOrThrow();
  return {
    status: cover.status,
    coverStartDate: cover.cover_start_date,
    waitingPeriodEnd: cover.waiting_period_end,
    maximumBenefit: Number(policy?.maximum_benefit ?? 0),
    funeralLumpSum: Number(policy?.funeral_lump_sum ?? 0),
    claimedSoFar: Number(claimed.total),
  };
}

/**
 * The insured person: the holder, or a declared spouse or child of a diaspora customer, with the
 * day they joined the cover when it was after its start (their waiting period starts then).
 */
async function insuredOf(trx: Db, holder: Holder, beneficiaryId: string | undefined, holderDob: string) {
  if (!beneficiaryId) {
    return { name: holder.name, relationship: 'holder' as const, dob: holderDob, joinedOn: holder.joinedOn };
  }
  if (holder.kind !== 'diaspora') {
    throw badRequest({ beneficiaryId: 'This cover insures the holder only' });
  }
  const person = await trx
    .selectFrom('beneficiaries')
    .select(['first_name', 'last_name', 'dob', 'relationship', 'joined_on'])
    .where('id', '=', beneficiaryId)
    .where('diaspora_id', '=', holder.id)
    .executeTakeFirst();
  if (!person) throw badRequest({ beneficiaryId: 'Choose a beneficiary declared by this customer' });
  return {
    name: fullName(person),
    relationship: person.relationship === 2 ? ('spouse' as const) : ('child' as const),
    dob: person.dob,
    joinedOn: person.joined_on,
  };
}

async function holderDob(trx: Db, holder: Holder): Promise<string> {
  const row = await trx
    .selectFrom(holder.kind === 'diaspora' ? 'diasporas' : 'customers')
    .select('dob')
    .where('id', '=', holder.id)
    .executeTakeFirstOrThrow();
  return row.dob;
}

/** One claim with its documents and the names of the staff who acted on it. */
export async function loadClaim(db: Db, claimId: string): Promise<Schemas['Claim']> {
  const row = await db
    .selectFrom('claims as c')
    .leftJoin('users as s', 's.id', 'c.submitted_by')
    .leftJoin('users as d', 'd.id', 'c.decided_by')
    .leftJoin('customers as cu', 'cu.id', 'c.customer_id')
    .leftJoin('diasporas as di', 'di.id', 'c.diaspora_id')
    .leftJoin('groups as g', 'g.id', 'c.group_id')
    .leftJoin('beneficiaries as b', 'b.id', 'c.beneficiary_id')
    .selectAll('c')
    .select([
      's.first_name as s_first',
      's.last_name as s_last',
      'd.first_name as d_first',
      'd.last_name as d_last',
      'cu.first_name as cu_first',
      'cu.last_name as cu_last',
      'di.first_name as di_first',
      'di.last_name as di_last',
      'g.name as group_name',
      'b.relationship as b_relationship',
    ])
    .where('c.id', '=', claimId)
    .executeTakeFirst();
  if (!row) throw notFound('Claim');
  const documents = await db
    .selectFrom('claim_documents')
    .select(['id', 'kind', 'file_id', 'name', 'added_at'])
    .where('claim_id', '=', claimId)
    .orderBy('added_at')
    .execute();
  const holderKind = row.diaspora_id ? 'diaspora' : row.customer_id ? 'customer' : 'group';
  const holderName =
    holderKind === 'diaspora'
      ? `${row.di_first} ${row.di_last}`
      : holderKind === 'customer'
        ? `${row.cu_first} ${row.cu_last}`
        : (row.group_name ?? '');
  const staff = (id: string | null, first: string | null, last: string | null) =>
    id ? { userId: id, name: `${first} ${last}` } : null;
  const lastDocumentAt = row.last_document_at ? new Date(row.last_document_at) : null;
  return {
    claimId: row.id,
    holderKind,
    holderId: (row.diaspora_id ?? row.customer_id ?? row.group_id) as string,
    holderName,
    insuredName: row.insured_name ?? holderName,
    insuredRelationship: row.b_relationship === 2 ? 'spouse' : row.b_relationship === 3 ? 'child' : 'holder',
    beneficiaryId: row.beneficiary_id,
    type: row.claim_type,
    eventDate: row.event_date,
    amount: Number(row.amount),
    status: row.status,
    submittedBy: staff(row.submitted_by, row.s_first, row.s_last),
    makerIds: await claimMakersOf(db, claimId),
    decidedBy: staff(row.decided_by, row.d_first, row.d_last),
    decidedAt: isoOrNull(row.decided_at),
    rejectedReason: row.rejected_reason,
    paidAt: isoOrNull(row.paid_at),
    documents: documents.map((doc) => ({
      documentId: doc.id,
      kind: doc.kind,
      url: fileUrl(doc.file_id) as string,
      name: doc.name,
      addedAt: iso(doc.added_at),
    })),
    lastDocumentAt: isoOrNull(lastDocumentAt),
    paymentDueAt: isoOrNull(paymentDue(lastDocumentAt)),
    createdAt: iso(row.created_at),
  };
}

/** Records a claim (status submitted) after the SPEC §9 rules, with its documents and history. */
export async function createClaim(
  trx: Transaction<Database>,
  caller: Caller,
  user: StaffUser,
  input: Schemas['ClaimInput'],
): Promise<string> {
  const holder = await lockHolder(trx, input.holderKind, input.holderId);
  const insured = await insuredOf(trx, holder, input.beneficiaryId, await holderDob(trx, holder));
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
  const { id } = await trx
    .insertInto('claims')
    .values({
      customer_id: holder.kind === 'customer' ? holder.id : null,
      diaspora_id: holder.kind === 'diaspora' ? holder.id : null,
      beneficiary_id: input.beneficiaryId ?? null,
      claim_type: input.type,
      event_date: input.eventDate,
      amount: input.amount,
      status: 'submitted',
      insured_name: insured.name,
      submitted_by: user.userId,
      last_document_at: documents.length > 0 ? new Date() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (documents.length > 0) {
    await trx
      .insertInto('claim_documents')
      .values(
        documents.map((doc, index) => ({
          claim_id: id,
          file_id: files[fieldOf(index)] as string,
          kind: doc.kind,
          name: doc.name.trim(),
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

async function lockClaim(trx: Transaction<Database>, claimId: string) {
  const claim = await trx
    .selectFrom('claims')
    .selectAll()
    .where('id', '=', claimId)
    .forUpdate()
    .executeTakeFirst();
  if (!claim) throw notFound('Claim');
  return claim;
}

const holderOfClaim = (claim: { customer_id: string | null; diaspora_id: string | null }) =>
  claim.diaspora_id
    ? { entity: 'diaspora' as const, entityId: claim.diaspora_id }
    : { entity: 'customer' as const, entityId: claim.customer_id as string };

export async function addClaimDocument(
  trx: Transaction<Database>,
  caller: Caller,
  user: StaffUser,
  claimId: string,
  document: Schemas['Attachment'],
): Promise<void> {
  const claim = await lockClaim(trx, claimId);
  if (claim.status === 'paid' || claim.status === 'rejected') {
    throw conflict(`A ${claim.status} claim takes no more documents`);
  }
  const { file } = await resolveFileReferences(trx, caller, { file: document.url });
  await trx
    .insertInto('claim_documents')
    .values({ claim_id: claimId, file_id: file as string, name: document.name.trim(), added_by: user.userId })
    .execute();
  await trx.updateTable('claims').set({ last_document_at: new Date() }).where('id', '=', claimId).execute();
  await audit(trx, {
    ...holderOfClaim(claim),
    action: 'claim.document',
    actorId: user.userId,
    changes: { claim: { from: null, to: claimId }, document: { from: null, to: document.name.trim() } },
  });
}

/**
 * Approve or reject a submitted claim. Approval follows the four-eyes rule of the cover-status
 * chart: nobody who recorded the claim or added a document to it (its makers, from the history).
 * The caller's route already checked the claims.approve permission.
 */
export async function decideClaim(
  trx: Transaction<Database>,
  user: StaffUser,
  claimId: string,
  input: Schemas['ClaimDecisionInput'],
): Promise<void> {
  const claim = await lockClaim(trx, claimId);
  if (claim.status !== 'submitted') throw conflict(`The claim is already ${claim.status}`);
  if (input.action === 'approve') {
    const by = { userId: user.userId, canApprove: user.permissions.includes('claims.approve') };
    if (checkerRefusal(await claimMakersOf(trx, claimId), by)) {
      throw forbidden('A second staff user must approve: you recorded this claim or added a document to it');
    }
  }
  const reason = input.reason?.trim();
  if (input.action === 'reject' && !reason)
    throw badRequest({ reason: 'Please give the reason for this change' });
  const status = input.action === 'approve' ? 'approved' : 'rejected';
  await trx
    .updateTable('claims')
    .set({
      status,
      decided_by: user.userId,
      decided_at: new Date(),
      rejected_reason: status === 'rejected' ? (reason ?? null) : null,
    })
    .where('id', '=', claimId)
    .execute();
  await audit(trx, {
    ...holderOfClaim(claim),
    action: `claim.${input.action}`,
    actorId: user.userId,
    fromStatus: claim.status,
    toStatus: status,
    reason: reason ?? null,
    changes: { claim: { from: null, to: claimId } },
  });
}

/**
 * Marks an approved claim paid. When the paid claims reach the policy's maximum benefit, the
 * cover ends (the cover-status chart's exhaust), in the same transaction.
 */
export async function payClaim(trx: Transaction<Database>, user: StaffUser, claimId: string): Promise<void> {
  const claim = await lockClaim(trx, claimId);
  if (claim.status !== 'approved')
    throw conflict(`Only an approved claim can be paid; this one is ${claim.status}`);
  await trx
    .updateTable('claims')
    .set({ status: 'paid', paid_by: user.userId, paid_at: new Date() })
    .where('id', '=', claimId)
    .execute();
  const holder = holderOfClaim(claim);
  await audit(trx, {
    ...holder,
    action: 'claim.pay',
    actorId: user.userId,
    fromStatus: 'approved',
    toStatus: 'paid',
    changes: { claim: { from: null, to: claimId }, amount: { from: null, to: Number(claim.amount) } },
  });
  await endCoverWhenExhausted(trx, holder, user);
}

async function endCoverWhenExhausted(
  trx: Transaction<Database>,
  holder: { entity: 'customer' | 'diaspora'; entityId: string },
  user: StaffUser,
) {
  const locked = await lockHolder(trx, holder.entity, holder.entityId);
  // A group member's payout does not end the cover of the whole group.
  if (locked.cover.table === 'groups') return;
  const cover = await coverOf(trx, locked);
  const paid = await trx
    .selectFrom('claims')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where(holder.entity === 'diaspora' ? 'diaspora_id' : 'customer_id', '=', holder.entityId)
    .where('status', '=', 'paid')
    .executeTakeFirstOrThrow();
  if (cover.maximumBenefit <= 0 || Number(paid.total) < cover.maximumBenefit) return;
  const reason = 'Maximum benefit used up';
  const row = await trx
    .selectFrom(locked.cover.table as 'groups')
    .select(['checker_id'])
    .where('id', '=', locked.cover.id)
    .executeTakeFirstOrThrow();
  // The chart's exhaust needs no checker: who made the record does not matter to it.
  const next = nextCoverStatus(
    cover.status as 'covered',
    { creatorId: null, makerIds: [], checkerId: row.checker_id },
    { type: 'exhaust', reason },
  );
  if (!next) return;
  await trx
    .updateTable(locked.cover.table as 'groups')
    .set({ status: next.status, status_reason: reason, updated_at: new Date() })
    .where('id', '=', locked.cover.id)
    .execute();
  await audit(trx, {
    ...holder,
    action: 'status.exhaust',
    actorId: user.userId,
    fromStatus: cover.status,
    toStatus: next.status,
    reason,
    changes: { exhaustedOn: { from: null, to: DateTime.utc().toISODate() } },
  });
}
