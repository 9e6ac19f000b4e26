import type { Selectable } from 'kysely';
import { personalCover } from '../../src/domain/claim-rules';
import { fullName } from '../../src/domain/names';
import type { CoveredKind } from '../cover/status-changes';
import { customerDetailRow } from '../customers/queries';
import type { Db } from '../db/connect';
import type { MemberPosition, PoliciesTable } from '../db/schema';
import { diasporaDetailRow } from '../diasporas/queries';
import { groupMembers } from '../groups/queries';

/** The languages a certificate is written in (the portal's two). */
export type CertificateLanguage = 'en' | 'sw';

/** A person's part on the certificate: a next of kin's relationship, a beneficiary's, a member's position. */
export type PersonRole = 'spouse' | 'child' | 'parent' | 'parent-in-law' | MemberPosition;

/** One benefit line of the policy, in whole TZS. */
export type BenefitKind = 'member' | 'spouse' | 'child' | 'parent' | 'parent-in-law' | 'maximum' | 'funeral';

export interface CertificatePerson {
  name: string;
  role: PersonRole;
  /** ISO date; given for a diaspora's beneficiaries, whose age decides their cover. */
  dob: string | null;
  /** ISO date, only when the person joined after the cover started and so waits from then. */
  ownWaitingPeriodEnd: string | null;
}

/** Everything a certificate of cover shows, free of any language: dates ISO, money whole TZS. */
export interface CertificateData {
  kind: CoveredKind;
  /** The record's id: what staff find the record by. */
  reference: string;
  /** The customer's language, English while none is recorded. */
  language: CertificateLanguage;
  /** The covered person's full name, or the group's name. */
  insured: string;
  /** 'Diaspora Cover' for a diaspora customer, the policy's name otherwise. */
  productName: string;
  policy: { policyId: string; name: string };
  coverStartDate: string;
  waitingPeriodEnd: string;
  expiryDate: string;
  benefits: { kind: BenefitKind; amount: number }[];
  /** Next of kin (individual), beneficiaries (diaspora) or members, leaders first (group). */
  people: CertificatePerson[];
}

/** Why a record has no certificate. */
export type NoCertificate =
  | 'not-found'
  | 'not-covered'
  /** A group member is covered by the group's certificate. */
  | 'group-member'
  /** Covered without a policy (an individual may be registered without one): no benefits to state. */
  | 'no-policy';

export type CertificateLoad =
  | { ok: true; certificate: CertificateData }
  | { ok: false; reason: NoCertificate };

/** The product name the public pages and the bank's letters give the diaspora cover. */
export const DIASPORA_PRODUCT_NAME = 'Diaspora Cover';

const KIN_ROLES: Record<number, PersonRole> = {
  1: 'member',
  2: 'spouse',
  3: 'child',
  4: 'parent',
  5: 'parent-in-law',
};

interface CoverRow {
  id: string;
  status: string;
  cover_start_date: string | null;
  waiting_period_end: string | null;
  expiry_at: Date | null;
}

/**
 * The customer's language. The `language` column arrives with another migration: until then the
 * rows (read with selectAll) have none, and English is the answer.
 */
function languageOf(row: object): CertificateLanguage {
  return 'language' in row && row.language === 'sw' ? 'sw' : 'en';
}

const isoDate = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

/** The policy's benefits worth stating: the per-person ones it pays, then the maximum and the lump sum. */
function benefitsOf(policy: Selectable<PoliciesTable>): CertificateData['benefits'] {
  const lines: CertificateData['benefits'] = [
    { kind: 'member', amount: Number(policy.member_benefit) },
    { kind: 'spouse', amount: Number(policy.spouse_benefit) },
    { kind: 'child', amount: Number(policy.child_benefit) },
    { kind: 'parent', amount: Number(policy.parent_benefit) },
    { kind: 'parent-in-law', amount: Number(policy.parent_in_law_benefit) },
    { kind: 'maximum', amount: Number(policy.maximum_benefit) },
    { kind: 'funeral', amount: Number(policy.funeral_lump_sum) },
  ];
  return lines.filter((line) => line.amount > 0);
}

async function policyById(db: Db, policyId: string) {
  return db.selectFrom('policies').selectAll().where('id', '=', policyId).executeTakeFirst();
}

/** A diaspora enrolled before policies were recorded is on the one diaspora cover (as claims read it). */
async function diasporaPolicy(db: Db, policyId: string | null) {
  if (policyId) return policyById(db, policyId);
  return db
    .selectFrom('policies')
    .selectAll()
    .where('kind', '=', 'diaspora')
    .orderBy('created_at')
    .orderBy('name')
    .executeTakeFirst();
}

/** The certificate's common part, or why there is none. */
function coverPart(
  kind: CoveredKind,
  row: CoverRow & object,
  policy: Selectable<PoliciesTable> | undefined,
): { ok: false; reason: NoCertificate } | { ok: true; part: Omit<CertificateData, 'insured' | 'people'> } {
  if (row.status !== 'covered') return { ok: false, reason: 'not-covered' };
  if (!policy) return { ok: false, reason: 'no-policy' };
  const { cover_start_date: start, waiting_period_end: waitingEnd, expiry_at: expiry } = row;
  // Approval and reinstatement always set the three dates; a covered row without them is corrupt.
  if (!start || !waitingEnd || !expiry) throw new Error(`${kind} ${row.id} is covered without cover dates`);
  return {
    ok: true,
    part: {
      kind,
      reference: row.id,
      language: languageOf(row),
      productName: kind === 'diaspora' ? DIASPORA_PRODUCT_NAME : policy.name,
      policy: { policyId: policy.id, name: policy.name },
      coverStartDate: start,
      waitingPeriodEnd: waitingEnd,
      expiryDate: isoDate(expiry),
      benefits: benefitsOf(policy),
    },
  };
}

/** A person's own waiting period end, when they joined after the cover started. */
function ownWaitingPeriodEnd(row: CoverRow, joinedOn: string | null): string | null {
  const cover = { coverStartDate: row.cover_start_date, waitingPeriodEnd: row.waiting_period_end };
  const own = personalCover(cover, joinedOn);
  return own.waitingPeriodEnd === row.waiting_period_end ? null : own.waitingPeriodEnd;
}

const named = (person: { first_name: string; middle_name: string | null; last_name: string }) =>
  fullName({ firstName: person.first_name, middleName: person.middle_name, lastName: person.last_name });

async function individualCertificate(db: Db, id: string): Promise<CertificateLoad> {
  const row = await customerDetailRow(db, id);
  if (!row) return { ok: false, reason: 'not-found' };
  if (row.group_id) return { ok: false, reason: 'group-member' };
  const policy = row.policy_id ? await policyById(db, row.policy_id) : undefined;
  const cover = coverPart('customer', row, policy);
  if (!cover.ok) return cover;
  const people = row.kin.map((kin) => ({
    name: named(kin),
    role: KIN_ROLES[kin.relationship] ?? 'member',
    dob: null,
    ownWaitingPeriodEnd: null,
  }));
  return { ok: true, certificate: { ...cover.part, insured: named(row), people } };
}

async function diasporaCertificate(db: Db, id: string): Promise<CertificateLoad> {
  const row = await diasporaDetailRow(db, id);
  if (!row) return { ok: false, reason: 'not-found' };
  const cover = coverPart('diaspora', row, await diasporaPolicy(db, row.policy_id));
  if (!cover.ok) return cover;
  const people = row.beneficiaries.map((b) => ({
    name: named(b),
    role: b.relationship === 2 ? ('spouse' as const) : ('child' as const),
    dob: b.dob,
    ownWaitingPeriodEnd: ownWaitingPeriodEnd(row, b.joined_on),
  }));
  return { ok: true, certificate: { ...cover.part, insured: named(row), people } };
}

async function groupCertificate(db: Db, id: string): Promise<CertificateLoad> {
  const row = await db
    .selectFrom('groups')
    .selectAll()
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return { ok: false, reason: 'not-found' };
  const cover = coverPart('group', row, await policyById(db, row.policy_id));
  if (!cover.ok) return cover;
  // Leaders first, then by joining; a member added later joined the cover that day (as claims read it).
  const people = (await groupMembers(db, id)).map((member) => ({
    name: named(member),
    role: member.position ?? ('member' as const),
    dob: null,
    ownWaitingPeriodEnd: ownWaitingPeriodEnd(row, isoDate(member.created_at)),
  }));
  return { ok: true, certificate: { ...cover.part, insured: row.name, people } };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A covered record's certificate data, or why it has none. Unknown and deleted records are 'not-found'. */
export async function loadCertificate(db: Db, kind: CoveredKind, recordId: string): Promise<CertificateLoad> {
  // The ids are uuid columns: anything else would be a database error rather than "no such record".
  if (!UUID.test(recordId)) return { ok: false, reason: 'not-found' };
  switch (kind) {
    case 'customer':
      return individualCertificate(db, recordId);
    case 'diaspora':
      return diasporaCertificate(db, recordId);
    case 'group':
      return groupCertificate(db, recordId);
  }
}
