import type { Db } from '../../../server/db/connect';
import { ageInYears, isPlausibleBirthDate } from '../../../src/domain/age';
import { DIASPORA_COVER, MAX_NEXT_OF_KIN } from '../../../src/domain/cover';
import { hasValidIdLength, isIdType, normaliseIdNumber } from '../../../src/domain/identity';

/**
 * Reads every stored record and lists each one that breaks a rule of SPEC §5 or §9,
 * whatever request put it there. An empty list means the database is sound.
 */
const NAME = /^[\p{L}][\p{L}\p{M}' .-]*$/u;
const TANZANIAN_MOBILE = /^(\+255|255|0)?[67][0-9]{8}$/;
const INTERNATIONAL_MOBILE = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;
const FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg', 'image/webp'];

interface PersonRow {
  first_name: string;
  middle_name: string | null;
  last_name: string;
  dob: string;
  sex: string;
}

const within = (text: string | null | undefined, min: number, max: number) =>
  typeof text === 'string' && text.length >= min && text.length <= max;
/** The UTC date, YYYY-MM-DD, of a stored moment. */
const dayOf = (value: Date | string) => new Date(value).toISOString().slice(0, 10);

function personProblems(
  what: string,
  row: PersonRow & Record<string, unknown>,
  names: [number, number],
): string[] {
  const problems: string[] = [];
  for (const field of ['first_name', 'last_name'] as const) {
    if (!within(row[field], ...names)) problems.push(`${what}: ${field} length`);
  }
  if (row.middle_name !== null && !within(row.middle_name, ...names))
    problems.push(`${what}: middle_name length`);
  if (!isPlausibleBirthDate(row.dob)) problems.push(`${what}: dob ${row.dob}`);
  return problems;
}

function identityProblems(what: string, row: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of ['first_name', 'last_name'] as const) {
    if (!NAME.test(String(row[field]))) problems.push(`${what}: ${field} is not a name`);
  }
  if (!TANZANIAN_MOBILE.test(String(row.mobile))) problems.push(`${what}: mobile ${String(row.mobile)}`);
  if (!within(row.id_number as string, 10, 40)) problems.push(`${what}: id_number length`);
  if (!within(row.address as string, 4, 200)) problems.push(`${what}: address length`);
  if (!['male', 'female', 'other'].includes(String(row.sex))) problems.push(`${what}: sex`);
  if (!['married', 'single'].includes(String(row.marital_status))) problems.push(`${what}: marital_status`);
  return problems;
}

export async function recordRuleViolations(db: Db, maxUploadBytes: number): Promise<string[]> {
  const problems: string[] = [];
  const customers = await db.selectFrom('customers').selectAll().execute();
  const kin = await db.selectFrom('next_of_kins').selectAll().execute();
  for (const row of customers) {
    const what = `customer ${row.id}`;
    problems.push(...personProblems(what, row, [3, 60]), ...identityProblems(what, row));
    const own = kin.filter((k) => k.customer_id === row.id);
    if (own.length > MAX_NEXT_OF_KIN) problems.push(`${what}: ${own.length} next of kin`);
    // An individual registers with at least one; group leaders register without.
    if (row.group_id === null && own.length === 0) problems.push(`${what}: no next of kin`);
    const ids = own.map((k) => normaliseIdNumber(k.id_number));
    if (new Set(ids).size !== ids.length) problems.push(`${what}: the same next of kin twice`);
    if (ids.includes(normaliseIdNumber(row.id_number))) problems.push(`${what}: is their own next of kin`);
  }
  for (const row of kin) {
    const what = `next of kin ${row.id}`;
    problems.push(...personProblems(what, row, [3, 60]), ...identityProblems(what, row));
    if (![1, 2, 3, 4, 5].includes(row.relationship))
      problems.push(`${what}: relationship ${row.relationship}`);
  }

  const diasporas = await db.selectFrom('diasporas').selectAll().execute();
  const beneficiaries = await db.selectFrom('beneficiaries').selectAll().execute();
  const { holderMinAge, holderMaxAge, childMaxAge, maxChildren, maxSpouses } = DIASPORA_COVER;
  for (const row of diasporas) {
    const what = `diaspora ${row.id}`;
    const enrolledOn = dayOf(row.created_at);
    problems.push(...personProblems(what, row, [3, 60]));
    const age = ageInYears(row.dob, enrolledOn);
    if (!(age >= holderMinAge && age <= holderMaxAge)) problems.push(`${what}: holder aged ${age}`);
    if (!isIdType(row.id_type) || !hasValidIdLength(row.id_type, row.id_number))
      problems.push(`${what}: id number for type ${row.id_type}`);
    if (!/^[0-9]{10,20}$/.test(row.account_number)) problems.push(`${what}: account number`);
    if (!row.email?.includes('@')) problems.push(`${what}: email`);
    if (!INTERNATIONAL_MOBILE.test(row.mobile)) problems.push(`${what}: mobile`);
    if (!within(row.address, 4, 200)) problems.push(`${what}: address length`);
    const declared = beneficiaries.filter((b) => b.diaspora_id === row.id);
    const spouses = declared.filter((b) => b.relationship === 2);
    const children = declared.filter((b) => b.relationship === 3);
    if (declared.length === 0) problems.push(`${what}: no beneficiaries`);
    if (spouses.length > maxSpouses) problems.push(`${what}: ${spouses.length} spouses`);
    if (children.length > maxChildren) problems.push(`${what}: ${children.length} children`);
    for (const b of declared) {
      const who = `beneficiary ${b.id} of ${what}`;
      problems.push(...personProblems(who, b, [2, 60]));
      const bAge = ageInYears(b.dob, enrolledOn);
      if (b.relationship === 2 && !(bAge >= holderMinAge && bAge <= holderMaxAge))
        problems.push(`${who}: spouse aged ${bAge}`);
      if (b.relationship === 3 && !(bAge <= childMaxAge)) problems.push(`${who}: child aged ${bAge}`);
      if (![2, 3].includes(b.relationship)) problems.push(`${who}: relationship ${b.relationship}`);
    }
  }
  const orphans = beneficiaries.filter((b) => !diasporas.some((d) => d.id === b.diaspora_id));
  for (const b of orphans) problems.push(`beneficiary ${b.id}: no diaspora`);

  const groups = await db.selectFrom('groups').selectAll().execute();
  for (const row of groups) {
    const what = `group ${row.id}`;
    if (!within(row.name, 3, 120)) problems.push(`${what}: name length`);
    if (!within(row.address, 3, 200)) problems.push(`${what}: address length`);
    if (!(row.members_count >= 1)) problems.push(`${what}: members_count ${row.members_count}`);
    if (!row.policy_id) problems.push(`${what}: no policy`);
    const members = customers.filter((c) => c.group_id === row.id && c.deleted_at === null);
    for (const post of ['chair-person', 'secretary', 'treasurer'] as const) {
      const holders = members.filter((m) => m.position === post);
      if (holders.length !== 1) problems.push(`${what}: ${holders.length} holders of ${post}`);
    }
    const leaderIds = members
      .filter((m) => m.position !== 'member')
      .map((m) => normaliseIdNumber(m.id_number));
    if (new Set(leaderIds).size !== leaderIds.length) problems.push(`${what}: one person holds two posts`);
  }

  const claims = await db.selectFrom('claims').selectAll().execute();
  for (const row of claims) {
    const what = `claim ${row.id}`;
    const holders = [row.customer_id, row.diaspora_id, row.group_id].filter((id) => id !== null);
    if (holders.length !== 1) problems.push(`${what}: ${holders.length} holders`);
    if (!(row.amount >= 1 && row.amount <= DIASPORA_COVER.maximumBenefit))
      problems.push(`${what}: amount ${row.amount}`);
  }

  const files = await db.selectFrom('files').selectAll().execute();
  for (const row of files) {
    const what = `file ${row.id}`;
    if (!FILE_TYPES.includes(row.content_type)) problems.push(`${what}: content type ${row.content_type}`);
    if (!(row.size > 0 && row.size <= maxUploadBytes)) problems.push(`${what}: size ${row.size}`);
    // A stored name is for display only: no path separators, no control characters.
    const hasControl = Array.from(row.original_name).some(
      (c) => (c.codePointAt(0) ?? 0) < 32 || c === '\u007f',
    );
    if (/[\\/]/.test(row.original_name) || hasControl)
      problems.push(`${what}: stored name ${JSON.stringify(row.original_name)}`);
  }
  return problems;
}
