import { randomUUID } from 'node:crypto';
import { isoDate } from '../../src/domain/utc-calendar';
import type {
  DemoBeneficiary,
  DemoCover,
  DemoCustomer,
  DemoDiaspora,
  DemoGroup,
  DemoPerson,
} from './demo-data';
import type {
  BeneficiariesTable,
  CustomersTable,
  DiasporasTable,
  GroupsTable,
  NextOfKinsTable,
} from './schema';

/**
 * Demo records as table rows: each table's columns once, and each row as its values in that
 * order. Plain arrays rather than one object per row keep millions of rows cheap to make and to
 * format for COPY.
 */

interface Tables {
  groups: GroupsTable;
  customers: CustomersTable;
  next_of_kins: NextOfKinsTable;
  diasporas: DiasporasTable;
  beneficiaries: BeneficiariesTable;
}

/** The tables demo rows go to. */
export type DemoTable = keyof Tables;

/** One table's rows in a batch. */
export interface TableRows {
  table: DemoTable;
  columns: readonly string[];
  rows: unknown[][];
}

/** The rows of one batch: parents with their children, written in this order. */
export type Batch = TableRows[];

type Columns<T extends DemoTable> = readonly (keyof Tables[T] & string)[];

/** Who made and checked the demo records (maker-checker), and who created them. */
export interface DemoStaff {
  createdBy: string;
  makerId: string;
  /** Checks covered records; null when the maker is the only staff member. */
  checkerId: string | null;
}

const PERSON = [
  'first_name',
  'middle_name',
  'last_name',
  'email',
  'mobile',
  'dob',
  'sex',
  'marital_status',
  'id_type',
  'id_number',
  'id_copy_file',
  'address',
] as const;

const personValues = (p: DemoPerson): unknown[] => [
  p.firstName,
  p.middleName,
  p.lastName,
  p.email,
  p.mobile,
  p.dob,
  p.sex,
  p.maritalStatus,
  p.idType,
  p.idNumber,
  null,
  p.address,
];

const COVER = [
  'status',
  'expiry_at',
  'cover_start_date',
  'waiting_period_end',
  'created_at',
  'updated_at',
  'maker_id',
  'checker_id',
] as const;

/** A member joins after the group was made, so their own dates replace the group's. */
function coverValues(
  cover: DemoCover,
  staff: DemoStaff,
  createdAt = cover.createdAt,
  updatedAt = cover.coverStart ?? cover.createdAt,
): unknown[] {
  return [
    cover.status,
    cover.expiryAt,
    cover.coverStart ? isoDate(cover.coverStart.getTime()) : null,
    cover.waitingPeriodEnd,
    createdAt,
    updatedAt,
    staff.makerId,
    cover.status === 'covered' ? staff.checkerId : null,
  ];
}

const CUSTOMER: Columns<'customers'> = [
  'id',
  ...PERSON,
  ...COVER,
  'group_id',
  'position',
  'photo_file',
  'policy_id',
  'account_number',
  'created_by',
];

const NEXT_OF_KIN: Columns<'next_of_kins'> = ['customer_id', 'ordinal', ...PERSON, 'relationship'];

const GROUP: Columns<'groups'> = [
  'id',
  'name',
  'members_count',
  'address',
  'policy_id',
  'account_number',
  ...COVER,
  'policy_effective_date',
  'created_by',
];

const DIASPORA: Columns<'diasporas'> = [
  'id',
  ...PERSON,
  ...COVER,
  'policy_id',
  'account_number',
  'enrolled_by',
  'created_by_user',
  'enrolment_session',
];

const BENEFICIARY: Columns<'beneficiaries'> = [
  'diaspora_id',
  'ordinal',
  'first_name',
  'middle_name',
  'last_name',
  'sex',
  'dob',
  'relationship',
  'copy_of_proof_file',
];

/** Individual customers with their next of kin. */
export function customerBatch(customers: readonly DemoCustomer[], staff: DemoStaff): Batch {
  const parents: unknown[][] = [];
  const kin: unknown[][] = [];
  for (const customer of customers) {
    const id = randomUUID();
    parents.push([
      id,
      ...personValues(customer),
      ...coverValues(customer, staff),
      null,
      null,
      null,
      customer.policyId,
      customer.accountNumber,
      staff.createdBy,
    ]);
    customer.nextOfKins.forEach((k, index) => {
      kin.push([id, index + 1, ...personValues(k), k.relationship]);
    });
  }
  return [
    { table: 'customers', columns: CUSTOMER, rows: parents },
    { table: 'next_of_kins', columns: NEXT_OF_KIN, rows: kin },
  ];
}

/** Groups with their leaders and members, who are customers of the group. */
export function groupBatch(groups: readonly DemoGroup[], staff: DemoStaff): Batch {
  const parents: unknown[][] = [];
  const members: unknown[][] = [];
  for (const group of groups) {
    const id = randomUUID();
    parents.push([
      id,
      group.name,
      group.members.length,
      group.address,
      group.policyId,
      group.accountNumber,
      ...coverValues(group, staff),
      group.coverStart,
      staff.createdBy,
    ]);
    for (const member of group.members) {
      const updatedAt =
        group.coverStart && group.coverStart > member.createdAt ? group.coverStart : member.createdAt;
      members.push([
        randomUUID(),
        ...personValues(member),
        ...coverValues(group, staff, member.createdAt, updatedAt),
        id,
        member.position,
        null,
        group.policyId,
        // A member has no account: the group pays.
        null,
        staff.createdBy,
      ]);
    }
  }
  return [
    { table: 'groups', columns: GROUP, rows: parents },
    { table: 'customers', columns: CUSTOMER, rows: members },
  ];
}

const beneficiaryValues = (diasporaId: string, b: DemoBeneficiary, index: number): unknown[] => [
  diasporaId,
  index + 1,
  b.firstName,
  b.middleName,
  b.lastName,
  b.sex,
  b.dob,
  b.relationship,
  null,
];

/** Diaspora enrolments, made by staff, with their beneficiaries. */
export function diasporaBatch(
  diasporas: readonly DemoDiaspora[],
  staff: DemoStaff,
  policyId: string | null,
): Batch {
  const parents: unknown[][] = [];
  const beneficiaries: unknown[][] = [];
  for (const diaspora of diasporas) {
    const id = randomUUID();
    parents.push([
      id,
      ...personValues(diaspora),
      ...coverValues(diaspora, staff),
      policyId,
      diaspora.accountNumber,
      'staff',
      staff.createdBy,
      null,
    ]);
    diaspora.beneficiaries.forEach((b, index) => {
      beneficiaries.push(beneficiaryValues(id, b, index));
    });
  }
  return [
    { table: 'diasporas', columns: DIASPORA, rows: parents },
    { table: 'beneficiaries', columns: BENEFICIARY, rows: beneficiaries },
  ];
}
